import { PRODUCT_NAME } from './product';

/** Every user-facing message of the spec, verbatim, shared by the console and the server. */
export const MSG = {
  required: 'This field is required',
  email: 'This field must be a valid email',
  confirmed: 'This field confirmation does not match',
  double: 'This field must be a decimal number',
  url: 'This is not a valid URL',
  numeric: 'This field must be a number',
  termsRequired: 'You must agree to the terms & conditions to continue.',
  questionnaireIncomplete: 'Please complete all questions to continue.',
  enterPassword: 'Please enter your password',
  enterNewPassword: 'Please enter your new password',
  confirmNewPassword: 'Please confirm your new password',
  enterEmail: 'Please enter your email address',
  incorrectLogin: 'Incorrect login credentials, please try again.',
  cannotContact: `Cannot contact the ${PRODUCT_NAME} servers. Please check your network connection and try again.`,
  identityNotMapped: 'Could not map Auth0 user to system user.',
  passwordRequestFailed: 'There was an error requesting a password reset. Please try again later.',
  somethingWrong: 'Sorry, something went wrong',
  saved: 'Saved',
  detailsUpdated: 'Your details have been updated',
  passwordUpdated: 'Your password has been updated',
  passwordResetDone: 'Your password has been updated. You can now log in.',
  forgotSent:
    'Thank you. We have sent you an email with instructions on resetting your password. If you do not receive your email within 2 hours, please contact us for assistance.',
  adminPasswordRequested:
    'Please check your email for a link to change your password. If it does not arrive within a few minutes, please check your spam folder.',
  // Server refusals the spec leaves to us.
  wrongCurrentPassword: 'Your current password is incorrect.',
  passwordTooShort: 'Your new password must be at least 8 characters long.',
  passwordTooLong: 'Your new password must be at most 128 characters long.',
  emailInUse: 'This email address is already in use.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  loginTokenInvalid: 'This login link is invalid or has expired.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  notFound: 'Not found',
  unauthenticated: 'Please log in to continue.',
  forbidden: 'You do not have permission to do that.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  maintenance: `${PRODUCT_NAME} is down for maintenance. Please try again shortly.`,
} as const;
