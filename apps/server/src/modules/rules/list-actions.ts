import {
  MSG,
  type TDeletedResponse,
  type TRule,
  type TRuleBatchDeleteRequest,
  type TRuleContext,
  type TRulePatchRequest,
} from '@parley/contract';
import type { Deps } from '../../deps';
import type { Executor, Transaction } from '../../db/client';
import { BusinessError, NotFoundError, orNotFound } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { findRetailerRow } from '../retailers';
import { findRuleChildren } from './children';
import { withRuleLocked } from './locked';
import { featuresOf, storedRuleRefusal } from './plan-gates';
import { presentRuleById } from './present';
import {
  findRuleAtPriority,
  findRuleRows,
  lastPriority,
  lockRuleScope,
  moveRulePriority,
  renumberScope,
  scopeKey,
  scopeOf,
  softDeleteRuleRows,
  updateRuleRow,
  type RuleRecord,
  type RuleScope,
} from './repository';
import { canReachRule, checkRuleContext, loadRule } from './tenancy';

/** The list's changes to one rule (part 2 §4 Rules): reorder, archive, activate and delete. */

type RuleDeps = Pick<Deps, 'db'>;

/** One of the list's changes, written to the rule as it stands once its scope is locked. */
type ListChange = (tx: Transaction, rule: RuleRecord) => Promise<void>;

/**
 * Drop a rule onto another: it takes that rule's priority and the rules between move by one.
 * Archived rules keep their places but can be neither moved nor dropped onto; a priority past
 * the last rule is refused rather than clamped, as it means the caller's list is out of date.
 */
const reorder =
  (priority: number): ListChange =>
  async (tx, rule) => {
    if (rule.archived) throw new BusinessError(MSG.archivedRuleNotMoved);
    if (priority === rule.priority) return;
    const scope = scopeOf(rule);
    if (priority > (await lastPriority(tx, scope))) {
      throw new BusinessError(MSG.rulePriorityBeyondLast);
    }
    const target = await findRuleAtPriority(tx, scope, priority);
    if (target?.archived) throw new BusinessError(MSG.ruleNotMovedOntoArchived);
    await moveRulePriority(tx, scope, rule.id, rule.priority, priority);
  };

/**
 * Archive, which switches the rule off, or Move to Ruleset, which brings it back as it was when
 * archived. The stored switch is kept through the archive (an archived rule reads as off and is
 * never served), so a rule that was on comes back on, unless its plan has since lost a feature
 * it needs: then it comes back off, as the Active switch would refuse it, and the answer shows
 * it off for the retailer to change it or their plan.
 */
const archive =
  (archived: boolean): ListChange =>
  async (tx, rule) => {
    // The algorithm list has no archive to come back from.
    if (rule.kind === 'algorithm') throw new BusinessError(MSG.algorithmRuleNotArchived);
    if (archived || !rule.archived) return updateRuleRow(tx, rule.id, { archived });
    const active = rule.active && (await activationRefusal(tx, rule)) === null;
    await updateRuleRow(tx, rule.id, { archived, active });
  };

/** The plan's refusal to run the stored rule (see storedRuleRefusal). */
async function activationRefusal(tx: Executor, rule: RuleRecord): Promise<string | null> {
  if (rule.kind === 'algorithm' || !rule.retailerId) return null;
  const retailer = orNotFound(await findRetailerRow(tx, rule.retailerId));
  return storedRuleRefusal(rule, await findRuleChildren(tx, [rule.id]), featuresOf(retailer));
}

/** The list's Active switch; an archived rule has none. */
const setActive =
  (active: boolean): ListChange =>
  async (tx, rule) => {
    if (rule.archived) throw new BusinessError(MSG.archivedRuleNotToggled);
    if (active) {
      const refusal = await activationRefusal(tx, rule);
      if (refusal) throw new BusinessError(MSG.ruleCannotActivate(refusal));
    }
    await updateRuleRow(tx, rule.id, { active });
  };

/** PUT /rules/{id} with one of the list's changes (the patch names exactly one). */
export async function changeRuleInList(
  deps: RuleDeps,
  principal: Principal,
  ruleId: string,
  patch: TRulePatchRequest,
): Promise<TRule> {
  const change =
    patch.priority !== undefined
      ? reorder(patch.priority)
      : patch.archived !== undefined
        ? archive(patch.archived)
        : setActive(patch.active === true);
  const found = await loadRule(deps.db, principal, ruleId, patch.context);
  await withRuleLocked(deps, found.rule, change);
  return presentRuleById(deps.db, ruleId);
}

/** DELETE /rules/{id}: a soft delete; the rules after it move up one. */
export async function deleteRule(
  deps: Pick<Deps, 'db' | 'clock'>,
  principal: Principal,
  ruleId: string,
  context: TRuleContext,
): Promise<TDeletedResponse> {
  const found = await loadRule(deps.db, principal, ruleId, context);
  await withRuleLocked(deps, found.rule, async (tx, rule) => {
    await softDeleteRuleRows(tx, [rule.id], deps.clock.now());
    await renumberScope(tx, scopeOf(rule));
  });
  return { deleted: 1 };
}

/**
 * DELETE /rules: all of the ids or none. One that is unknown, deleted, in another list or
 * another retailer's answers 404 and deletes nothing. Without a context it is the ruleset's.
 */
export async function deleteRules(
  deps: Pick<Deps, 'db' | 'clock'>,
  principal: Principal,
  request: TRuleBatchDeleteRequest,
): Promise<TDeletedResponse> {
  const context = request.context ?? 'ruleset';
  checkRuleContext(principal, context);
  const ids = [...new Set(request.ids.map((id) => id.toLowerCase()))];
  return deps.db.transaction(async (tx) => {
    const found = await findRuleRows(tx, ids);
    const reachable = found.filter((row) => canReachRule(principal, row.rule, context));
    if (reachable.length !== ids.length) throw new NotFoundError();
    // Locks in one order, so two batch deletes over the same scopes cannot deadlock.
    const scopes = new Map<string, RuleScope>();
    for (const row of found) scopes.set(scopeKey(scopeOf(row.rule)), scopeOf(row.rule));
    const ordered = [...scopes.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [, scope] of ordered) await lockRuleScope(tx, scope);
    if ((await findRuleRows(tx, ids)).length !== ids.length) throw new NotFoundError();
    await softDeleteRuleRows(tx, ids, deps.clock.now());
    for (const [, scope] of ordered) await renumberScope(tx, scope);
    return { deleted: ids.length };
  });
}
