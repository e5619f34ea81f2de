import {
  DEFAULT_RULE_OBJECTIVE,
  DEFAULT_WALKAWAY_PERCENTAGE,
  LEGACY_RULE_OBJECTIVE,
  ZSaveCampaignRequest,
  ruleWarnings,
  type TCampaignDuration,
  type TCampaignType,
  type TNegotiationObjective,
} from '@parley/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The new magic link form (part 2 §2–§5). The contract's save request decides what is missing or
 * wrong, so the console and the server refuse the same things with the same messages; this
 * module only turns the inputs into that request and puts each message back on its input.
 */

type PercentageInput = number | string | null;

export interface CampaignFormValues {
  name: string;
  campaign_type: TCampaignType | null;
  product_url: string;
  rule_id: string | null;
  objective: TNegotiationObjective | null;
  discount_treshold: PercentageInput;
  target_discount_percentage: PercentageInput;
  walkaway_percentage: PercentageInput;
  duration: TCampaignDuration | null;
  /** 'YYYY-MM-DD' and 'HH:00' in the retailer's timezone. */
  begin_date: string | null;
  begin_time: string | null;
  end_date: string | null;
  end_time: string | null;
}

/** What is sent: the save request as typed, trimmed, with only the fields its type uses. */
export type CampaignRequest = z.output<typeof ZSaveCampaignRequest.in>;

/** The rule editor's defaults for the objective form: Balance Performance, threshold 16%. */
export const EMPTY_CAMPAIGN_FORM: CampaignFormValues = {
  name: '',
  campaign_type: null,
  product_url: '',
  rule_id: null,
  objective: DEFAULT_RULE_OBJECTIVE,
  discount_treshold: DEFAULT_WALKAWAY_PERCENTAGE,
  target_discount_percentage: null,
  walkaway_percentage: DEFAULT_WALKAWAY_PERCENTAGE,
  duration: null,
  begin_date: null,
  begin_time: null,
  end_date: null,
  end_time: null,
};

/** A date and hour in the retailer's timezone as the UTC instant the API takes. */
export function zonedToUtc(date: string | null, time: string | null, zone: string) {
  if (!date || !time) return null;
  const instant = dayjs.tz(`${date} ${time}`, zone);
  return instant.isValid() ? instant.toISOString() : null;
}

/** '09:00' → '09:00 AM', as the hourly choices read (part 2 §3). */
export const hourLabel = (time: string) => dayjs(`2000-01-01T${time}`).format('hh:mm A');

/** The request the form describes, before the contract has checked it. */
function draft(values: CampaignFormValues, zone: string) {
  const limited = values.duration === 'limited';
  const legacy = values.objective === LEGACY_RULE_OBJECTIVE;
  const byType =
    values.campaign_type === 'link_to_rule'
      ? { rule_id: values.rule_id }
      : legacy
        ? {
            objective: values.objective,
            target_discount_percentage: values.target_discount_percentage,
            walkaway_percentage: values.walkaway_percentage,
          }
        : { objective: values.objective, discount_treshold: values.discount_treshold };
  return {
    name: values.name,
    campaign_type: values.campaign_type,
    product_url: values.product_url,
    duration: values.duration,
    ...byType,
    ...(limited
      ? {
          starts_at: zonedToUtc(values.begin_date, values.begin_time, zone),
          ends_at: zonedToUtc(values.end_date, values.end_time, zone),
        }
      : {}),
  };
}

/**
 * The input a request field's message belongs on. A missing begin or end is the empty one of its
 * date and hour; an end before its begin is the end date.
 */
function inputFor(path: PropertyKey | undefined, values: CampaignFormValues) {
  if (path === 'starts_at' || path === 'ends_at') {
    const edge = path === 'starts_at' ? 'begin' : 'end';
    return values[`${edge}_date`] && !values[`${edge}_time`]
      ? (`${edge}_time` as const)
      : (`${edge}_date` as const);
  }
  return typeof path === 'string' && path in values ? (path as keyof CampaignFormValues) : null;
}

/** The request to send for values the resolver has accepted. */
export const campaignRequest = (values: CampaignFormValues, zone: string): CampaignRequest =>
  ZSaveCampaignRequest.in.parse(draft(values, zone));

/** react-hook-form's resolver: the contract's verdict, message by message, on the inputs. */
export function campaignResolver(zone: string): Resolver<CampaignFormValues> {
  return (values) => {
    const result = ZSaveCampaignRequest.in.safeParse(draft(values, zone));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<CampaignFormValues> = {};
    for (const issue of result.error.issues) {
      const input = inputFor(issue.path[0], values);
      const error = { type: issue.code, message: issue.message };
      // One message per input: the first, as the contract orders them.
      if (input) errors[input] ??= error;
      else errors.root ??= error;
    }
    return { values: {}, errors };
  };
}

/** The non-blocking advice of the rule editor, which applies to these percentages too. */
export function percentageWarnings(
  values: Pick<
    CampaignFormValues,
    'objective' | 'discount_treshold' | 'target_discount_percentage' | 'walkaway_percentage'
  >,
) {
  const number = (value: PercentageInput) => (typeof value === 'number' ? value : null);
  const legacy = values.objective === LEGACY_RULE_OBJECTIVE;
  const warnings = ruleWarnings({
    objective: values.objective ?? DEFAULT_RULE_OBJECTIVE,
    walkaway_percentage: number(legacy ? values.walkaway_percentage : values.discount_treshold),
    target_discount_percentage: number(values.target_discount_percentage),
    products: [],
  });
  return {
    threshold: warnings.walkaway_percentage ?? null,
    gap: warnings.target_discount_percentage ?? null,
  };
}
