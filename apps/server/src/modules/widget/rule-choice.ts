import {
  type TRule,
  type TShopperContext,
  type TWidgetCart,
  type TWidgetProduct,
} from '@parley/contract';
import {
  chooseRule,
  defaultHyperParameters,
  type NegotiatedSubject,
  type RuleChoice,
  type ShopperContext,
} from '@parley/engine';
import type { Executor } from '../../db/client';
import { findLiveMagicLink } from '../campaigns';
import { matchCohorts } from './cohorts';
import { algorithmRulesOf, rulesetOf } from './rule-book';
import type { AlgorithmChoice, LinkTerms } from './setup';
import type { WidgetStore } from './store';

/** The page asking: a product or a basket, and what the widget knows about the shopper. */
export interface PageRequest {
  product: TWidgetProduct | null;
  cart: TWidgetCart | null;
  context: TShopperContext;
}

export type PageChoice =
  | {
      ok: true;
      rule: TRule;
      algorithm: AlgorithmChoice;
      algorithmRuleId: string | null;
      campaignId: string | null;
      link: LinkTerms | null;
    }
  | { ok: false; reason: string };

/** No algorithm rule applies (none saved yet): the baseline with its defaults. */
const BASELINE: AlgorithmChoice = {
  version: 'a_baseline',
  hyperParameters: defaultHyperParameters('a_baseline'),
};

/** Why the button does not show, for the store's developer (the first rule's refusal). */
function reasonOf(skipped: RuleChoice<TRule>['skipped']) {
  const first = skipped[0];
  return first ? `No rule applies here (${first.reason}).` : 'The store has no rules.';
}

/** The magic link the shopper arrived through, when it is this store's and live now. */
async function liveLink(db: Executor, store: WidgetStore, code: string | undefined, now: Date) {
  if (!code) return null;
  const found = await findLiveMagicLink(db, code, now);
  return found?.campaign.retailerId === store.retailer.id ? found : null;
}

/** What the engine's rule choice reads about this shopper and page. */
function shopperOf(
  store: WidgetStore,
  shopperId: string,
  subject: NegotiatedSubject,
  now: Date,
  page: Partial<PageRequest['context']> = {},
  magicLinkRuleId: string | null = null,
): ShopperContext {
  return {
    retailerId: store.retailer.id,
    shopperId,
    subject,
    now,
    timezone: store.retailer.timezoneCode,
    visitNumber: page.visit_number ?? 1,
    dwellSeconds: page.dwell_seconds ?? 0,
    exitIntent: page.exit_intent ?? false,
    cohortIds: matchCohorts(store, page),
    magicLinkRuleId,
  };
}

function subjectOf(page: PageRequest): NegotiatedSubject {
  if (page.product) {
    return {
      type: 'product',
      productId: page.product.retailer_product_id,
      categories: page.product.categories,
    };
  }
  const items = page.cart?.items ?? [];
  return {
    type: 'cart',
    items: items.map((item) => ({
      productId: item.retailer_product_id,
      price: item.price,
      quantity: item.quantity,
    })),
  };
}

/** The algorithm rules' choice for this store and shopper (global rules and the store's own). */
export async function chooseAlgorithm(
  db: Executor,
  store: WidgetStore,
  shopperId: string,
  subject: NegotiatedSubject,
  now: Date,
): Promise<{ algorithm: AlgorithmChoice; ruleId: string | null }> {
  const rules = await algorithmRulesOf(db, store);
  const chosen = chooseRule(rules, shopperOf(store, shopperId, subject, now), {
    list: 'algorithm',
  }).rule;
  const settings = chosen?.algorithm_settings;
  if (!chosen || !settings) return { algorithm: BASELINE, ruleId: null };
  return {
    algorithm: { version: settings.algorithm_version, hyperParameters: settings.hyper_parameters },
    ruleId: chosen.rule_id,
  };
}

/**
 * Which of the store's rules negotiates here (the engine's `chooseRule` over the ruleset, first
 * priority first), with the algorithm to run and the magic link's own terms when the shopper
 * came through a single-product or cart link.
 */
export async function choosePageRule(
  db: Executor,
  store: WidgetStore,
  page: PageRequest,
  now: Date,
): Promise<PageChoice> {
  const link = await liveLink(db, store, page.context.magic_link, now);
  const ruleset = await rulesetOf(db, store);
  const subject = subjectOf(page);
  const shopperId = page.context.shopper_id;
  const context = shopperOf(store, shopperId, subject, now, page.context, link?.liveRuleId);
  const choice = chooseRule(ruleset, context);
  if (!choice.rule) return { ok: false, reason: reasonOf(choice.skipped) };
  const algorithm = await chooseAlgorithm(db, store, shopperId, subject, now);
  const campaign = link?.campaign;
  const ownTerms = campaign && campaign.campaignType !== 'link_to_rule';
  return {
    ok: true,
    rule: choice.rule,
    algorithm: algorithm.algorithm,
    algorithmRuleId: algorithm.ruleId,
    campaignId: campaign?.id ?? null,
    link: ownTerms
      ? {
          objective: campaign.objective,
          walkawayPercentage: campaign.walkawayPercentage,
          targetDiscountPercentage: campaign.targetDiscountPercentage,
        }
      : null,
  };
}
