import { isAdminContext, type TRuleContext } from '@parley/contract';
import type { Executor } from '../../db/client';
import { ForbiddenError, NotFoundError, orNotFound } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { reachableRetailerId } from '../../plugins/access';
import { findRetailerRow, type RetailerRow } from '../retailers';
import { findRuleRow, type RuleKind, type RuleRecord, type RuleRow } from './repository';

/**
 * The rules routes name no retailer in their path, so their policy is `authenticated` and these
 * checks do the tenancy: a retailer user reaches only their own retailer's ruleset, and anything
 * else answers 404 exactly like a missing rule.
 */

export const ruleKindOf = (context: TRuleContext): RuleKind =>
  context === 'admin:algorithm' ? 'algorithm' : 'ruleset';

/** Admin contexts (algorithm rules, experiments) are for administrators: 403 for others. */
export function checkRuleContext(principal: Principal, context: TRuleContext) {
  if (isAdminContext(context) && !principal.isAdmin) throw new ForbiddenError();
}

/** Whether the rule is in the context's lists and the caller may reach it. */
export const canReachRule = (principal: Principal, rule: RuleRecord, context: TRuleContext) =>
  rule.kind === ruleKindOf(context) &&
  (principal.isAdmin || (rule.retailerId !== null && rule.retailerId === principal.retailerId));

/** The retailer a request names, with its plan; 404 when it is missing or not the caller's. */
export async function loadRetailer(
  db: Executor,
  principal: Principal,
  retailerId: string,
): Promise<RetailerRow> {
  return orNotFound(await findRetailerRow(db, reachableRetailerId(principal, retailerId)));
}

/** The rule, when the caller may reach it in this context; else 403 or 404. */
export async function loadRule(
  db: Executor,
  principal: Principal,
  ruleId: string,
  context: TRuleContext,
): Promise<RuleRow> {
  checkRuleContext(principal, context);
  const row = await findRuleRow(db, ruleId);
  if (!row || !canReachRule(principal, row.rule, context)) throw new NotFoundError();
  return row;
}
