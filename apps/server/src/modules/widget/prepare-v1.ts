import type { TStartSessionRequest, TWidgetProduct } from '@parley/contract';
import type { Executor } from '../../db/client';
import { BusinessError } from '../../errors';
import { matchCohorts } from './cohorts';
import {
  algorithmForCohort,
  experimentColumns,
  experimentPlaceOf,
  noteExperimentVisitor,
  overridesFor,
  ruleForCohort,
  setupForCohort,
} from './experiment';
import { languageFor } from './lib/language';
import { basicsFor, NOTHING_TO_NEGOTIATE, type Described, type Prepared } from './prepare';
import { ruleAddonsOf } from './rule-book';
import { choosePageRule } from './rule-choice';
import { v1Setup } from './setup';
import type { WidgetStore } from './store';

const productColumns = (product: TWidgetProduct) => ({
  retailerProductId: product.retailer_product_id,
  productName: product.name,
  productUrl: product.url ?? null,
  productSku: product.sku ?? null,
  productCategories: product.categories,
});

/**
 * v1: the retailer's rules decide whether and how the product or basket is negotiated, and the
 * store's running experiment how its cohorts do (see experiment.ts): each start counts its shopper
 * among their cohort's visitors, and the session names the experiment and the cohort.
 */
export async function prepareV1(
  tx: Executor,
  store: WidgetStore,
  request: Extract<TStartSessionRequest, { apiVersion: 'v1' }>,
  sessionId: string,
  now: Date,
): Promise<Prepared> {
  const { context } = request;
  const product = request.negotiationType === 'product' ? request.product! : null;
  const cart = request.negotiationType === 'cart' ? request.cart! : null;
  const place = experimentPlaceOf(store, context.shopper_id);
  await noteExperimentVisitor(tx, store, place, context.shopper_id, now);
  const choice = await choosePageRule(tx, store, { product, cart, context }, now);
  if (!choice.ok) throw new BusinessError(NOTHING_TO_NEGOTIATE);
  const cohort = overridesFor(place, choice.rule);
  if (cohort?.parleyOverride === 'disable') throw new BusinessError(NOTHING_TO_NEGOTIATE);
  const rule = ruleForCohort(choice.rule, cohort);
  const who = {
    shopperId: context.shopper_id,
    language: languageFor(store, context.language),
    cohortIds: matchCohorts(store, context),
  };
  const productId = product?.retailer_product_id ?? null;
  const { basics, shopper } = await basicsFor(
    tx,
    store,
    who,
    sessionId,
    request.currency,
    algorithmForCohort(choice.algorithm, cohort),
    productId,
    now,
  );
  const addonIds = rule.rule_addon_items.map((item) => item.addon_item_id);
  const addons = await ruleAddonsOf(tx, store, addonIds, who.language);
  const what = product ? { product } : { cart: cart! };
  const setup = setupForCohort(v1Setup(basics, what, rule, choice.link, addons), cohort);
  const columns: Described = {
    ...shopper,
    apiVersion: 'v1',
    negotiationType: setup.negotiationType,
    direction: 'down',
    ...(product ? productColumns(product) : { productName: setup.subject, cartItems: cart!.items }),
    productPrice: setup.listPrice,
    walkawayPercentage: setup.walkawayPercentage,
    targetDiscountPercentage: setup.targetDiscountPercentage,
    objective: setup.objective,
    ruleIds: [choice.rule.rule_id, ...(choice.algorithmRuleId ? [choice.algorithmRuleId] : [])],
    campaignId: choice.campaignId,
    ...experimentColumns(place),
  };
  return { setup, columns };
}
