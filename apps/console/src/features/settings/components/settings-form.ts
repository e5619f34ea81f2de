import {
  BRAND_STATEMENTS_MAX,
  ZRetailerSettingsRequest,
  type TBrandStatement,
  type TRetailer,
  type TRetailerSettingsRequest,
} from '@parley/contract';
import type { z } from 'zod';
import { requestResolver } from '../../../components/form/request-resolver';

/**
 * Store Settings' form: the save request as typed (the contract's schema is the form's resolver
 * and the server's validator), plus the banner's URL to show beside its id. `reasons` is left out
 * for a store without the reasons_editing feature, so its statements stay as they are.
 */
export type SettingsForm = TRetailerSettingsRequest & { email_banner_image_url: string | null };
/** What the schema makes of the form: the request that is sent. */
export type SettingsRequest = z.output<typeof ZRetailerSettingsRequest>;

/** The request's schema checks the form; the banner's URL is the form's alone. */
export const settingsResolver = requestResolver<TRetailerSettingsRequest, SettingsForm>(
  ZRetailerSettingsRequest,
  'email_banner_image_url',
);

/** The request a checked form sends (the banner's URL is the form's alone and is left out). */
export const toSettingsRequest = (values: SettingsForm): SettingsRequest =>
  ZRetailerSettingsRequest.parse(values);

export type SettingsTab = 'general' | 'brand-values';

/** The statements padded with empty ones to five (part 2 §4); the server drops empty ones. */
export function padStatements(reasons: readonly TBrandStatement[]): TBrandStatement[] {
  const padding = Array.from(
    { length: Math.max(0, BRAND_STATEMENTS_MAX - reasons.length) },
    () => ({
      reason_id: null,
      text: '',
    }),
  );
  return [...reasons.map(({ reason_id, text }) => ({ reason_id, text })), ...padding];
}

export function toSettingsForm(retailer: TRetailer, brandValues: boolean): SettingsForm {
  return {
    name: retailer.name,
    notifications_email: retailer.notifications_email ?? '',
    email_banner_image_id: retailer.email_banner_image?.image_id ?? null,
    email_banner_image_url: retailer.email_banner_image?.image_url ?? null,
    terms_enabled: retailer.terms_enabled,
    terms_url: retailer.terms_url ?? '',
    ...(brandValues ? { reasons: padStatements(retailer.reasons) } : {}),
  };
}

/** The statements a pick of suggestions fills: the empty ones, in order. */
export function fillEmptyStatements(
  reasons: readonly TBrandStatement[],
  picked: readonly string[],
): TBrandStatement[] {
  const queue = [...picked];
  return reasons.map((reason) => {
    if (reason.text.trim() !== '' || queue.length === 0) return reason;
    return { ...reason, text: queue.shift() ?? '' };
  });
}

export const emptyStatementCount = (reasons: readonly TBrandStatement[] | undefined) =>
  (reasons ?? []).filter((reason) => reason.text.trim() === '').length;

/** The form's fields by name, for the danger notification's lines and the tab they are on. */
export function fieldLabel(path: string): { label: string; tab: SettingsTab } {
  const statement = /^reasons\.(\d+)/.exec(path);
  if (statement) return { label: `Statement ${Number(statement[1]) + 1}`, tab: 'brand-values' };
  if (path.startsWith('reasons')) return { label: 'Brand statements', tab: 'brand-values' };
  return { label: GENERAL_LABELS[path] ?? path, tab: 'general' };
}

export const GENERAL_LABELS: Record<string, string> = {
  name: 'Retailer name',
  notifications_email: 'Notification email',
  email_banner_image_id: 'Retargeting email banner image',
  terms_enabled: 'Terms and conditions',
  terms_url: 'Terms URL',
};
