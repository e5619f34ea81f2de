import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZPasswordUpdateRequest,
  ZUpdateAccountRequest,
} from './account';
import { MSG } from './messages';

/** The first message for each field, as the console shows it under the field. */
function messages(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

/** A password change form's three fields, in the form's order. */
const change = (oldPassword: string, newPassword: string, confirmNewPassword: string) => ({
  oldPassword,
  newPassword,
  confirmNewPassword,
});

describe('account forms', () => {
  it('names each missing password field with the spec messages', () => {
    expect(messages(ZChangePasswordRequest, {})).toEqual({
      oldPassword: MSG.enterPassword,
      newPassword: MSG.enterNewPassword,
      confirmNewPassword: MSG.confirmNewPassword,
    });
  });

  it('treats blank input as missing, because inputs are trimmed', () => {
    expect(messages(ZChangePasswordRequest, change('   ', 'x', 'x'))).toEqual({
      oldPassword: MSG.enterPassword,
    });
  });

  it('reports a confirmation that differs from the new password', () => {
    expect(
      messages(ZChangePasswordRequest, change('old-password', 'new-password', 'other-password')),
    ).toEqual({ confirmNewPassword: MSG.confirmed });
  });

  it('trims the values it accepts', () => {
    expect(ZChangePasswordRequest.parse(change(' old ', ' new-password ', 'new-password'))).toEqual(
      change('old', 'new-password', 'new-password'),
    );
  });

  it('tells a reset (token) from a change (old password)', () => {
    const reset = ZPasswordUpdateRequest.parse({
      token: 'abc',
      newPassword: 'new-password',
      confirmNewPassword: 'new-password',
    });
    expect('token' in reset).toBe(true);
    const changed = ZPasswordUpdateRequest.parse(change('old', 'new-password', 'new-password'));
    expect('oldPassword' in changed).toBe(true);
  });

  it('asks for a valid e-mail address', () => {
    expect(messages(ZForgotPasswordRequest, { email: '' })).toEqual({ email: MSG.enterEmail });
    expect(messages(ZForgotPasswordRequest, { email: 'not-an-address' })).toEqual({
      email: MSG.email,
    });
    expect(messages(ZUpdateAccountRequest, { name: '', email: 'a@b.co' })).toEqual({
      name: MSG.required,
    });
  });
});
