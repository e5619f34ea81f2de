import { DELAY_SECONDS_MIN, MINIMUM_VISITS_MIN, type TRecurringDay } from '@parley/contract';
import { percentileOf } from '../random';
import { localTimeOf, type Weekday } from './local-time';
import type {
  ChooseRuleOptions,
  EngineRule,
  NegotiatedSubject,
  RuleSkipReason,
  ShopperContext,
} from './types';

const DAYS_OF: Record<TRecurringDay, readonly Weekday[]> = {
  mon: ['mon'],
  tue: ['tue'],
  wed: ['wed'],
  thu: ['thu'],
  fri: ['fri'],
  sat: ['sat'],
  sun: ['sun'],
  working: ['mon', 'tue', 'wed', 'thu', 'fri'],
  weekend: ['sat', 'sun'],
};

const HOURS_IN_DAY = 24;
const hourOf = (time: string | null, fallback: number) =>
  time === null ? fallback : Number(time.slice(0, 2));

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Does the match type cover what the shopper is looking at? */
const coversSubject = (
  rule: EngineRule,
  subject: NegotiatedSubject,
  list: ChooseRuleOptions['list'],
): boolean => {
  switch (rule.match_type) {
    case 'global':
      return true;
    case 'retailer':
      return list === 'algorithm' || subject.type === 'product';
    case 'product':
      return (
        subject.type === 'product' &&
        rule.products.some((p) => p.retailer_product_id === subject.productId)
      );
    case 'product_category':
      return (
        subject.type === 'product' &&
        rule.product_categories.some((category) =>
          subject.categories.some(
            (tag) => tag === category.product_category_id || sameName(tag, category.name),
          ),
        )
      );
    case 'cart':
      return subject.type === 'cart';
  }
};

/** Cart rules: the total reaches minimum_value, or enough items are worth minimum_item_value each. */
const cartQualifies = (rule: EngineRule, subject: NegotiatedSubject): boolean => {
  if (subject.type !== 'cart' || rule.match_type !== 'cart') return true;
  if (rule.cart_match_basis === 'minimum_value') {
    const total =
      subject.total ?? subject.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    return total >= (rule.minimum_value ?? 0);
  }
  if (rule.cart_match_basis === 'minimum_item_count') {
    const counted = subject.items
      .filter((item) => item.price >= (rule.minimum_item_value ?? 0))
      .reduce((count, item) => count + item.quantity, 0);
    return counted >= (rule.minimum_item_count ?? 1);
  }
  return true;
};

const inRecurringWindow = (rule: EngineRule, context: ShopperContext): boolean => {
  const { day, local_starts_at_time: starts, local_ends_at_time: ends } = rule;
  if (day === null && starts === null && ends === null) return true;
  const local = localTimeOf(context.now, context.timezone);
  if (day !== null && !DAYS_OF[day].includes(local.weekday)) return false;
  // A missing end time is End of day.
  return local.hour >= hourOf(starts, 0) && local.hour < hourOf(ends, HOURS_IN_DAY);
};

const millisOf = (now: Date | number) => (typeof now === 'number' ? now : now.getTime());

/**
 * The first condition the rule fails for this shopper, or null when it applies. Behavioural
 * triggers come last, so a rule failing only on them applies once the shopper lingers or leaves.
 * A rule named by the shopper's magic link skips them: the link is its trigger.
 */
export const skipReasonOf = (
  rule: EngineRule,
  context: ShopperContext,
  options: ChooseRuleOptions,
): RuleSkipReason | null => {
  const named = context.magicLinkRuleId === rule.rule_id;
  const now = millisOf(context.now);
  if (rule.archived) return 'archived';
  // A magic link activates its rule for the shopper who followed it (spec part 2: links
  // "activate a rule"): a rule kept off for everyone else still applies through its link.
  if (!rule.active && !named) return 'inactive';
  if (rule.retailer_id !== null && rule.retailer_id !== context.retailerId) return 'other_retailer';
  if (!named && options.linkOnlyRuleIds?.includes(rule.rule_id)) return 'link_only';
  if (!coversSubject(rule, context.subject, options.list)) return 'not_this_subject';
  if (!cartQualifies(rule, context.subject)) return 'cart_below_minimum';
  // A date that does not parse compares false, so a broken limit keeps the rule off.
  if (rule.starts_at !== null && !(now >= Date.parse(rule.starts_at))) return 'not_started';
  if (rule.ends_at !== null && !(now < Date.parse(rule.ends_at))) return 'ended';
  if (!inRecurringWindow(rule, context)) return 'outside_recurring_window';
  if (
    rule.cohort_ids.length > 0 &&
    !rule.cohort_ids.some((id) => context.cohortIds?.includes(id))
  ) {
    return 'cohort';
  }
  if (
    rule.experiment_percentage !== null &&
    !(percentileOf(`${context.shopperId}:${rule.rule_id}`) < rule.experiment_percentage)
  ) {
    return 'experiment';
  }
  if (named) return null;
  if ((context.visitNumber ?? 1) < (rule.minimum_visit_number ?? MINIMUM_VISITS_MIN))
    return 'visits';
  if (
    rule.display_setting === 'delay' &&
    (context.dwellSeconds ?? 0) < (rule.delay_seconds ?? DELAY_SECONDS_MIN)
  ) {
    return 'dwell';
  }
  if (rule.display_setting === 'exit_intent' && context.exitIntent !== true) return 'exit_intent';
  return null;
};
