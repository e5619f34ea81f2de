import {
  MSG,
  type TRule,
  type TRuleContext,
  type TRuleListQuery,
  type TRuleListResponse,
  type TRuleSaveRequest,
  type TRuleUpdateRequest,
} from '@parley/contract';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { addonItems, cohorts } from '../../db/schema';
import { BusinessError, NotFoundError } from '../../errors';
import type { Principal } from '../../lib/jwt';
import type { RetailerRow } from '../retailers';
import { addonIdsOf, cohortIdsOf, findRuleChildren, replaceRuleChildren } from './children';
import { changeRuleInList } from './list-actions';
import { withRuleLocked } from './locked';
import {
  featuresOf,
  planRefusal,
  settingsOfSave,
  storedRuleRefusal,
  timeLimitOf,
} from './plan-gates';
import { presentRow, presentRule, presentRuleById, presentRules } from './present';
import {
  countOwnedRows,
  insertRuleRow,
  lastPriority,
  listAlgorithmRows,
  listRulesetRows,
  lockRuleScope,
  updateRuleRow,
  type RuleKind,
  type RuleRecord,
  type RuleScope,
  type RuleValues,
} from './repository';
import { checkRuleContext, loadRetailer, loadRule, ruleKindOf } from './tenancy';

type RuleDeps = Pick<Deps, 'db'>;

/** GET /rules: one list (ruleset, archive or algorithm rules), first priority first. */
export async function findRules(
  deps: RuleDeps,
  principal: Principal,
  query: TRuleListQuery,
): Promise<TRuleListResponse> {
  checkRuleContext(principal, query.context);
  const retailer = query.retailer_id
    ? await loadRetailer(deps.db, principal, query.retailer_id)
    : null;
  return { rules: await presentRules(deps.db, await listRows(deps, query, retailer)) };
}

async function listRows(deps: RuleDeps, query: TRuleListQuery, retailer: RetailerRow | null) {
  if (query.context === 'admin:algorithm') {
    return listAlgorithmRows(deps.db, retailer?.retailer.id ?? null);
  }
  // The contract requires the retailer for the ruleset and the archive.
  if (!retailer) throw new NotFoundError();
  return listRulesetRows(deps.db, retailer.retailer.id, query.context === 'archive');
}

/**
 * The retailer's ruleset as the widget chooses among it, first priority first: only the rules its
 * current plan could switch on (off ones too, for magic links), so a downgrade never leaves a rule
 * serving a feature the plan no longer includes. The widget reads it once per cached store.
 */
export async function listServableRuleset(db: Executor, retailer: RetailerRow): Promise<TRule[]> {
  const rows = await listRulesetRows(db, retailer.retailer.id, false);
  const children = await findRuleChildren(
    db,
    rows.map((row) => row.rule.id),
  );
  const features = featuresOf(retailer);
  return rows
    .filter((row) => storedRuleRefusal(row.rule, children, features) === null)
    .map((row) => presentRow(row, children));
}

/** The algorithm rules that may apply to the retailer: the global ones and its own. */
export const listAlgorithmRulesFor = async (db: Executor, retailerId: string): Promise<TRule[]> =>
  presentRules(db, await listAlgorithmRows(db, retailerId));

/** GET /rules/{id}: the rule the editor loads. */
export async function findRule(
  deps: RuleDeps,
  principal: Principal,
  ruleId: string,
  context: TRuleContext,
): Promise<TRule> {
  return presentRule(deps.db, await loadRule(deps.db, principal, ruleId, context));
}

/** How a save is stored; the contract has already cleared what the rule does not use. */
function savedValues(save: TRuleSaveRequest): RuleValues {
  return {
    retailerId: save.retailer_id?.toLowerCase() ?? null,
    name: save.name,
    matchType: save.match_type,
    objective: save.objective,
    walkawayPercentage: save.walkaway_percentage,
    targetDiscountPercentage: save.target_discount_percentage,
    hasFreeShippingIncluded: save.has_free_shipping_included,
    displaySetting: save.display_setting,
    delaySeconds: save.delay_seconds,
    minimumVisitNumber: save.minimum_visit_number,
    recoveredParleysActive: save.recovered_parleys_action === 'activate',
    askQuantityFirst: save.ask_quantity_first_action === 'activate',
    day: save.day,
    localStartsAtTime: save.local_starts_at_time,
    localEndsAtTime: save.local_ends_at_time,
    startsAt: save.starts_at === null ? null : new Date(save.starts_at),
    endsAt: save.ends_at === null ? null : new Date(save.ends_at),
    cartMatchBasis: save.cart_match_basis,
    minimumValue: save.minimum_value,
    minimumItemCount: save.minimum_item_count,
    minimumItemValue: save.minimum_item_value,
    signpostingEnabled: save.signposting_enabled,
    algorithmVersion: save.algorithm_version,
    hyperParameters: save.hyper_parameters,
    experimentPercentage: save.experiment_percentage,
  };
}

/**
 * The plan's refusal of a ruleset save (algorithm rules are the administrators' and pass).
 * `existing` is the rule being saved over, whose time limit the plan lets it keep.
 */
function checkPlan(
  kind: RuleKind,
  save: TRuleSaveRequest,
  retailer: RetailerRow | null,
  existing: RuleRecord | null,
) {
  if (kind === 'algorithm' || !retailer) return;
  const kept = existing ? timeLimitOf(existing) : null;
  const refusal = planRefusal(settingsOfSave(save), featuresOf(retailer), kept);
  if (refusal) throw new BusinessError(refusal);
}

/** Cohorts and add-ons must be the rule's retailer's own; held until the save commits. */
async function checkReferences(tx: Executor, retailerId: string | null, save: TRuleSaveRequest) {
  const cohortIds = cohortIdsOf(save);
  if ((await countOwnedRows(tx, cohorts, retailerId, cohortIds)) !== cohortIds.length) {
    throw new BusinessError(MSG.ruleCohortUnknown);
  }
  const addonIds = addonIdsOf(save);
  if ((await countOwnedRows(tx, addonItems, retailerId, addonIds)) !== addonIds.length) {
    throw new BusinessError(MSG.ruleAddonUnknown);
  }
}

async function retailerOfSave(deps: RuleDeps, principal: Principal, save: TRuleSaveRequest) {
  return save.retailer_id ? loadRetailer(deps.db, principal, save.retailer_id) : null;
}

/**
 * POST /rules. A new rule goes last in its scope and starts inactive: the retailer switches it on
 * from the list once it is reviewed, as a rule goes live on the store the moment it is active.
 */
export async function createRule(
  deps: RuleDeps,
  principal: Principal,
  save: TRuleSaveRequest,
): Promise<TRule> {
  checkRuleContext(principal, save.context);
  const kind = ruleKindOf(save.context);
  const retailer = await retailerOfSave(deps, principal, save);
  checkPlan(kind, save, retailer, null);
  let scope: RuleScope = { kind: 'algorithm' };
  if (kind === 'ruleset') {
    // The contract requires a retailer for every ruleset rule.
    if (!retailer) throw new NotFoundError();
    scope = { kind, retailerId: retailer.retailer.id };
  }
  const ruleId = await deps.db.transaction(async (tx) => {
    await lockRuleScope(tx, scope);
    await checkReferences(tx, retailer?.retailer.id ?? null, save);
    const priority = (await lastPriority(tx, scope)) + 1;
    const id = await insertRuleRow(tx, { ...savedValues(save), kind, priority, active: false });
    await replaceRuleChildren(tx, id, save);
    return id;
  });
  return presentRuleById(deps.db, ruleId);
}

/**
 * PUT /rules/{id} from the editor: every setting, keeping priority, active and archived. A ruleset
 * rule stays with its retailer (another retailer_id answers 404, as that retailer has no such
 * rule); an algorithm rule may change retailer, as all of them share one list.
 */
export async function saveRule(
  deps: RuleDeps,
  principal: Principal,
  ruleId: string,
  save: TRuleSaveRequest,
): Promise<TRule> {
  const found = await loadRule(deps.db, principal, ruleId, save.context);
  const retailer = await retailerOfSave(deps, principal, save);
  const kind = ruleKindOf(save.context);
  if (kind === 'ruleset' && retailer?.retailer.id !== found.rule.retailerId) {
    throw new NotFoundError();
  }
  await withRuleLocked(deps, found.rule, async (tx, current) => {
    checkPlan(kind, save, retailer, current);
    await checkReferences(tx, retailer?.retailer.id ?? null, save);
    await updateRuleRow(tx, current.id, savedValues(save));
    await replaceRuleChildren(tx, current.id, save);
  });
  return presentRuleById(deps.db, ruleId);
}

/** PUT /rules/{id}: the editor's whole save, or one of the list's three changes. */
export async function updateRule(
  deps: RuleDeps,
  principal: Principal,
  ruleId: string,
  update: TRuleUpdateRequest,
): Promise<TRule> {
  if ('name' in update) return saveRule(deps, principal, ruleId, update);
  return changeRuleInList(deps, principal, ruleId, update);
}
