import { z } from 'zod';
import { MSG } from './messages';
import { zEmail, zRequiredText } from './common';
import { ONBOARDING_TASKS } from './constants';

export const ZAccount = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  retailer: z
    .object({
      id: z.string(),
      retailer_terms_agreed: z.boolean(),
      incomplete_onboarding_tasks: z.array(z.enum(ONBOARDING_TASKS)),
    })
    .nullable(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZUpdateAccountRequest = z.object({
  name: zRequiredText(),
  email: zEmail(),
});
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The confirmation is checked last, so its message wins when several checks fail (part 1 §5). */
const confirmMatches = <T extends { newPassword: string; confirmNewPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.newPassword !== value.confirmNewPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: MSG.confirmed });
  }
};

export const ZChangePasswordRequest = z
  .object({
    oldPassword: zRequiredText(MSG.enterPassword, 1024),
    newPassword: zRequiredText(MSG.enterNewPassword, 1024),
    confirmNewPassword: zRequiredText(MSG.confirmNewPassword, 1024),
  })
  .superRefine(confirmMatches);
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZResetPasswordRequest = z
  .object({
    token: zRequiredText(MSG.resetTokenInvalid, 256, MSG.resetTokenInvalid),
    newPassword: zRequiredText(MSG.enterNewPassword, 1024),
    confirmNewPassword: zRequiredText(MSG.confirmNewPassword, 1024),
  })
  .superRefine(confirmMatches);
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/**
 * PUT /account/password carries either the old password (change) or a reset token (reset). The
 * change comes first so that a body with neither is answered with the change form's messages.
 */
export const ZPasswordUpdateRequest = z.union([ZChangePasswordRequest, ZResetPasswordRequest]);
export type TPasswordUpdateRequest = z.infer<typeof ZPasswordUpdateRequest>;

export const ZForgotPasswordRequest = z.object({
  email: zEmail(MSG.enterEmail),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;
