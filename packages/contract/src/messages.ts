import { PRODUCT_NAME, PRODUCT_TERM_PLURAL } from './product';

/** Every user-facing message of the spec, verbatim, shared by the console and the server. */
export const MSG = {
  required: 'This field is required',
  email: 'This field must be a valid email',
  confirmed: 'This field confirmation does not match',
  double: 'This field must be a decimal number',
  url: 'This is not a valid URL',
  numeric: 'This field must be a number',
  maxLength: (max: number) => `This field must be at most ${max} characters`,
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
  between: (min: number, max: number) => `This field must be between ${min} and ${max}`,
  notValid: (field: string) => `This is not a valid ${field}`,
  bea: 'break_even_randomness must be ≤ half the break_even_increase',
  coherent: 'a *_high field must be higher or equal to *_low',
  thresholdWarning:
    'The Discount Threshold you set will not deliver a great negotiation experience with this Objective. For better results, try to increase the Discount Threshold or change your Objective.',
  objectiveUnknown: '- error -',
  ruleDeleted: 'Rule Deleted',
  /** The rule list and the dashboard's Active Rules panel (part 1 §2 Dashboard). */
  noActiveRules:
    'There are currently no Active Rules, and the product will not appear anywhere on your site.',
  /** After the first few active rule names: 'Summer sale, Cart deal, VIP and 2 more...'. */
  moreRules: (count: number) => `${count} more...`,
  /** Toasts after a save or delete (part 1 §8, part 2 §8): 'Product Created', 'Rule Saved'. */
  itemCreated: (item: string) => `${item} Created`,
  itemSaved: (item: string) => `${item} Saved`,
  itemDeleted: (item: string) => `${item} Deleted`,
  /** Delete confirmation, singular or plural ('this product' / 'these products'). */
  deleteConfirm: (item: string, several = false) =>
    `Are you sure you want to delete ${several ? 'these' : 'this'} ${item}? This action cannot be undone.`,
  magicLinkCopied: 'Magic Link copied to clipboard',
  campaignUrlCopied: 'Campaign URL copied to clipboard',
  noProductFound: 'No product found!',
  noCategoryFound: 'No product category found!',
  noRetailerFound: 'No retailer found!',
  // Server refusals the spec leaves to us.
  wrongCurrentPassword: 'Your current password is incorrect.',
  passwordTooShort: 'Your new password must be at least 8 characters long.',
  passwordTooLong: 'Your new password must be at most 128 characters long.',
  emailInUse: 'This email address is already in use.',
  // Plans and usage (part 2 §4): refusals of a plan change or of Bill Now.
  planNotSelfServe: 'This plan is arranged with our team: please contact us to change to it.',
  planAlreadyCurrent: 'This is already your plan.',
  pendingSchemeGone: 'This upgrade is no longer waiting for approval.',
  chargeNotAccepted: 'Shopify has not accepted the charge, so your plan is unchanged.',
  chargeUnknown: 'This Shopify charge does not belong to a plan change of this store.',
  chargeAlreadyBilled: 'This charge has already been billed.',
  chargeIsZero: 'There is nothing to bill: this charge is zero.',
  billingProviderFailed: 'Shopify did not take the charge. Please try again later.',
  shopifyPasswordChange: 'Shopify stores manage their password in Shopify.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  loginTokenInvalid: 'This login link is invalid or has expired.',
  signInRequestInvalid: 'This sign-in link is not valid. Please go back and try again.',
  signInFormExpired: 'Your sign-in form has expired. Please try again.',
  authorizationCodeInvalid: 'This sign-in attempt is invalid or has expired. Please log in again.',
  refreshTokenInvalid: 'Your session has ended. Please log in again.',
  clientInvalid: 'Unknown client.',
  tokenRequestInvalid: 'The sign-in request is not valid.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  minimum: (min: number) => `This field must be ${min} or more`,
  maximum: (max: number) => `This field must be ${max} or less`,
  /** A JSON escape such as \ud800 without its partner: not text, and PostgreSQL cannot store it. */
  illFormedText:
    'This field holds a broken character (an unpaired surrogate). Please type it again.',
  calendarDate: 'This field must be a date of the calendar (YYYY-MM-DD)',
  stepOf: (step: number) => `This field must be a multiple of ${step}`,
  integer: 'This field must be a whole number',
  isoDate: 'This field must be a valid date and time',
  hourlyTime: 'This field must be a whole hour',
  endBeforeBegin: 'The end must be after the begin',
  timeLimitMixed: 'A rule has either a date range or a recurring time limit, not both',
  globalNotInRuleset: 'The Global rule type is not available in the ruleset',
  recoveredNotForCart: `Recovered ${PRODUCT_TERM_PLURAL} are not available for cart rules`,
  experimentAdminOnly: 'An experiment can only be added to a rule by an administrator',
  algorithmOnly: 'Algorithm settings can only be set on algorithm rules',
  legacyGapAdvice:
    'We advise a gap of at least 5% between the Target Discount and the Walkaway Threshold.',
  productRuleTip: 'You have chosen more than 5 products: a Product Category rule may be easier.',
  patchOneField: 'Send exactly one of archived, active or priority',
  notFound: 'Not found',
  unauthenticated: 'Please log in to continue.',
  forbidden: 'You do not have permission to do that.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  maintenance: `${PRODUCT_NAME} is down for maintenance. Please try again shortly.`,
  // Catalogue refusals the spec leaves to us.
  productIdInUse: 'A product with this Product ID already exists.',
  categoryNameInUse: 'A product category with this name already exists.',
  colour: 'This field must be a colour such as #F0F2F5',
  searchPageGone: 'These search results have changed. Please search again.',
  // Image upload refusals the spec leaves to us (banner images are jpeg or png, part 2 §9).
  imageFileType: 'The image must be a JPEG or PNG file.',
  logoFileType: 'The logo must be a PNG, JPEG or WebP file.',
  imageNotImage: 'This file is not a JPEG, PNG or WebP image.',
  imageSizeMismatch: (width: number, height: number) =>
    `This image is ${width} × ${height} px, not the size it was said to be. Please choose it again.`,
  // Themes (part 2 §4, §5, §7, §8); the refusals beyond the spec's are ours.
  themeSaveFailed: (section: string) => `Unable to save theme \u2014 invalid ${section} settings.`,
  themeCloned: 'Theme cloned',
  noThemes: 'Currently there are no Themes',
  allRetailers: 'All Retailers',
  themeExists: (language: string, retailer: string | null) =>
    retailer === null
      ? `There is already a theme for all retailers in ${language}. Edit that one, or choose another language.`
      : `${retailer} already has a theme in ${language}. Edit that one, or choose another language.`,
  themeLogoSize: (height: number, width: number) =>
    `The logo must be ${height} px high and at most ${width} px wide.`,
  themeLogoNotUploaded: 'The logo has not been uploaded yet. Please choose it again.',
  // Reasons and store settings (part 2 §5, §8); the refusals beyond the spec's are ours.
  reasonSaveFailed: (message: string) => `Unable to save form: ${message}.`,
  invalidGeneralSettings: 'invalid general settings',
  reasonDeleted: 'Reason Deleted',
  reasonTextEmptyAfterCleaning: 'The reason text is empty once HTML tags are removed.',
  reasonTooLongAfterCleaning: (max: number) =>
    `The reason text must be at most ${max} characters once HTML tags are removed.`,
  brandStatementsAdvice:
    'Add at least 3 statements. Keep them short and factual: no questions and no emojis.',
  brandStatementsTooMany: (max: number) => `Add at most ${max} brand statements.`,
  brandStatementsNotEnabled: 'Brand statements are not enabled for your store.',
  reasonsGenerationNotEnabled: 'Brand statement suggestions are not enabled for your store.',
  reasonsGenerationEmpty:
    'No statements could be drawn from this text. Please paste a longer description of your brand, such as your About page.',
  bannerImageNotUploaded: 'The banner image has not been uploaded yet. Please choose it again.',
  imageNotJpegOrPng: 'This file is not a JPEG or PNG image.',
  imageTypeMismatch: (type: string) => `This file is not a ${type} image.`,
  imageTooLarge: 'The image must be 5 MB or smaller.',
  imageTooManyPixels: 'The image must be at most 4000 × 4000 px.',
  imageUploadInvalid: 'The upload must send its fields, then the image under "file".',
  imageUploadExpired: 'This upload has expired or was already used. Please choose the image again.',
  imageNotUploaded: 'The image has not been uploaded yet.',
  /** Only the file post failed: the created image stands in for it (part 2 §8). */
  imageUploadFailed: 'The image file could not be uploaded. Please choose it again.',
  cohortInUse:
    'A user cohort you are deleting is still used by a rule. Remove it from the rule first.',
  addonItemInUse:
    'A gift with purchase you are deleting is still used by a rule. Remove it from the rule first.',
  // Rule refusals the spec leaves to us: plan features, references and the list actions.
  ruleNeedsBehaviouralRules:
    'Your plan does not include behavioural rules (when the button shows, page visits and user cohorts). Please upgrade your plan to use them.',
  ruleNeedsCartNegotiation:
    'Your plan does not include negotiation on cart. Please upgrade your plan to use cart rules.',
  ruleNeedsCartSize:
    'Your plan does not include cart size rules. Please upgrade your plan to match carts by item count.',
  ruleNeedsTimedRules:
    'Your plan does not include timed rules. Please upgrade your plan to limit a rule by date or time.',
  ruleNeedsAddons:
    'Your plan does not include gifts with purchase. Please upgrade your plan to add them to a rule.',
  ruleNeedsRecovered: `Your plan does not include Recovered ${PRODUCT_TERM_PLURAL}. Please upgrade your plan to use them.`,
  ruleNeedsSignposting:
    'Your plan does not include signposting. Please upgrade your plan to use it.',
  ruleNeedsUserCohorts: 'User cohorts are not enabled for your store.',
  /** Activation of a rule whose settings the plan no longer allows: one of the above follows. */
  ruleCannotActivate: (reason: string) => `This rule cannot be activated. ${reason}`,
  ruleCohortUnknown: 'A chosen user cohort no longer exists. Please choose the cohorts again.',
  ruleAddonUnknown: 'A chosen gift with purchase no longer exists. Please choose the gifts again.',
  archivedRuleNotMoved: 'An archived rule cannot be moved. Move it back to the ruleset first.',
  ruleNotMovedOntoArchived: 'A rule cannot be moved onto an archived rule.',
  rulePriorityBeyondLast:
    'There is no rule at that position. Please reload the list and try again.',
  archivedRuleNotToggled:
    'An archived rule cannot be switched on or off. Move it back to the ruleset first.',
  algorithmRuleNotArchived: 'Algorithm rules cannot be archived.',
  // Magic link and store connection refusals the spec leaves to us.
  magicLinkReadOnly:
    'A magic link cannot be changed once it is created. Delete it and create a new one instead.',
  magicLinkRuleUnavailable: 'Please choose one of the rules in your Ruleset.',
  magicLinkExpired: 'This link has expired',
  magicLinkNotStarted: 'This link is not active yet',
  /** The note beside a link_to_rule link's settings (part 2 §4, §9). */
  magicLinkRuleLifetime:
    'A Magic Link rule stays active until the browser closes or 3 hours pass, whichever comes first.',
  clipboardFailed: 'The URL could not be copied to the clipboard. Please copy it by hand.',
  shopifyNotConnected:
    'Your Shopify store is not connected yet, so its products cannot be searched. Please contact us to connect it.',
  storeConnectionFailed:
    'We could not connect to your store. Please check the store connection and try again.',
  storeUnavailable: 'Your store is not responding right now. Please try again in a moment.',
  // Catalogue screens hidden by the menu gates (part 1 §2 Menus), for anyone who opens them anyway.
  managedInShopify: (items: string) =>
    `Your ${items} are managed in Shopify, so they are not listed here. Please add and change them in your Shopify admin.`,
  userCohortsUnavailable:
    'User cohorts are not enabled for your store. Please contact us to turn them on.',
  // Experiments (part 2 §5, §8): the banners verbatim; the server's refusals are ours.
  experimentInvalid: (section: 'general' | 'retailers' | 'cohorts') =>
    `Unable to save form: invalid ${section} settings`,
  experimentLocked:
    'An experiment cannot be changed while it is active or once it has ended. Create a new experiment instead.',
  experimentEnded: 'This experiment has ended and cannot be switched on again.',
  experimentWithoutRetailers:
    'Please add at least one retailer before switching the experiment on.',
  experimentRetailerBusy: (retailers: string) =>
    `Already in another active experiment: ${retailers}. Switch that experiment off first.`,
  experimentActiveNotDeleted: 'Please switch the experiment off before deleting it.',
  experimentRetailerUnknown:
    'A chosen retailer no longer exists. Please choose the retailers again.',
  experimentThemeUnknown:
    'A chosen override theme no longer exists. Please choose the theme again.',
  cohortTotalOver100: 'The cohort percentages add up to more than 100.',
  cohortFeatureTwice: 'Each feature can be chosen only once per cohort.',
  hyperParametersJson: 'Hyper-parameters must be a JSON object, like {"tolerance": 0.2}.',
  experimentResultsDaily: 'Experiment results are updated once per day.',
} as const;
