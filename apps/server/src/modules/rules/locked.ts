import type { Deps } from '../../deps';
import type { Transaction } from '../../db/client';
import { orNotFound } from '../../errors';
import { findRuleRow, lockRuleScope, scopeOf, type RuleRecord } from './repository';

/**
 * Runs a write to one rule in a transaction holding its scope's lock, with the rule as it stands
 * once the lock is held: a concurrent delete answers 404 rather than writing to a deleted rule.
 */
export async function withRuleLocked<R>(
  deps: Pick<Deps, 'db'>,
  rule: RuleRecord,
  write: (tx: Transaction, current: RuleRecord) => Promise<R>,
): Promise<R> {
  return deps.db.transaction(async (tx) => {
    await lockRuleScope(tx, scopeOf(rule));
    const current = orNotFound(await findRuleRow(tx, rule.id));
    return write(tx, current.rule);
  });
}
