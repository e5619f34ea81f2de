import { and, asc, eq, gte, inArray, isNull, lt, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { addonItems, cohorts } from '../../db/schema';
import { findRow } from '../../db/rows';
import { retailers, ruleAddonItems, ruleCohorts, rules } from '../../db/schema';

export type { RuleKind } from '../../db/schema';

/**
 * The rules whose priorities form one sequence 1..n: a retailer's ruleset (archived rules
 * included), or every algorithm rule, global or not, since they share one list.
 */
export type RuleScope = { kind: 'algorithm' } | { kind: 'ruleset'; retailerId: string };

export type RuleRecord = typeof rules.$inferSelect;
export type RuleValues = Omit<typeof rules.$inferInsert, 'id' | 'kind' | 'priority'>;

const live = isNull(rules.deletedAt);

export const scopeOf = (rule: Pick<RuleRecord, 'kind' | 'retailerId'>): RuleScope =>
  rule.kind === 'ruleset' && rule.retailerId
    ? { kind: 'ruleset', retailerId: rule.retailerId }
    : { kind: 'algorithm' };

export const scopeKey = (scope: RuleScope) =>
  scope.kind === 'algorithm'
    ? 'parley.rules:algorithm'
    : `parley.rules:ruleset:${scope.retailerId}`;

function inScope(scope: RuleScope): SQL | undefined {
  return scope.kind === 'algorithm'
    ? and(eq(rules.kind, 'algorithm'), live)
    : and(eq(rules.kind, 'ruleset'), eq(rules.retailerId, scope.retailerId), live);
}

/**
 * Serialises every write to the scope's priorities until the transaction ends, so that
 * concurrent creates, reorders and deletes each see the others' results.
 */
export async function lockRuleScope(tx: Executor, scope: RuleScope) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scopeKey(scope)}))`);
}

const withRetailer = { rule: rules, retailerName: retailers.name };

export async function findRuleRow(db: Executor, ruleId: string) {
  const [row] = await db
    .select(withRetailer)
    .from(rules)
    .leftJoin(retailers, eq(retailers.id, rules.retailerId))
    .where(and(eq(rules.id, ruleId), live));
  return row ?? null;
}
export type RuleRow = NonNullable<Awaited<ReturnType<typeof findRuleRow>>>;

export async function findRuleRows(db: Executor, ruleIds: string[]): Promise<RuleRow[]> {
  return db
    .select(withRetailer)
    .from(rules)
    .leftJoin(retailers, eq(retailers.id, rules.retailerId))
    .where(and(inArray(rules.id, ruleIds), live));
}

async function listRows(db: Executor, where: SQL | undefined): Promise<RuleRow[]> {
  return db
    .select(withRetailer)
    .from(rules)
    .leftJoin(retailers, eq(retailers.id, rules.retailerId))
    .where(where)
    .orderBy(asc(rules.priority), asc(rules.id));
}

/** The retailer's ruleset (not archived) or archive (archived), first priority first. */
export const listRulesetRows = (db: Executor, retailerId: string, archived: boolean) =>
  listRows(db, and(inScope({ kind: 'ruleset', retailerId }), eq(rules.archived, archived)));

/** Every algorithm rule, or the global ones and the retailer's. */
export const listAlgorithmRows = (db: Executor, retailerId: string | null) =>
  listRows(
    db,
    and(
      inScope({ kind: 'algorithm' }),
      retailerId === null
        ? undefined
        : or(isNull(rules.retailerId), eq(rules.retailerId, retailerId)),
    ),
  );

export async function insertRuleRow(
  tx: Executor,
  values: RuleValues & Pick<typeof rules.$inferInsert, 'kind' | 'priority'>,
) {
  const [row] = await tx.insert(rules).values(values).returning({ id: rules.id });
  if (!row) throw new Error('rule was not inserted');
  return row.id;
}

export async function updateRuleRow(tx: Executor, ruleId: string, values: Partial<RuleValues>) {
  await tx
    .update(rules)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(rules.id, ruleId));
}

/** The highest priority in the scope; 0 when it is empty. */
export async function lastPriority(tx: Executor, scope: RuleScope): Promise<number> {
  const [row] = await tx
    .select({ last: max(rules.priority) })
    .from(rules)
    .where(inScope(scope));
  return row?.last ?? 0;
}

export async function findRuleAtPriority(tx: Executor, scope: RuleScope, priority: number) {
  return findRow(tx, rules, and(inScope(scope), eq(rules.priority, priority)));
}

/**
 * Gives the rule priority `to` and shifts the rules between by one. The unique index is checked
 * row by row, so the shifted rows are parked at negative priorities first and flipped back last.
 */
export async function moveRulePriority(
  tx: Executor,
  scope: RuleScope,
  ruleId: string,
  from: number,
  to: number,
) {
  const [low, high, step] = to < from ? [to, from - 1, 1] : [from + 1, to, -1];
  await tx
    .update(rules)
    .set({ priority: sql`-(${rules.priority} + ${step})` })
    .where(and(inScope(scope), gte(rules.priority, low), lte(rules.priority, high)));
  await tx
    .update(rules)
    .set({ priority: to, updatedAt: sql`now()` })
    .where(eq(rules.id, ruleId));
  await flipNegativePriorities(tx, scope);
}

/** Numbers the scope 1..n again in its current order (after rules left it), the same two steps. */
export async function renumberScope(tx: Executor, scope: RuleScope) {
  const ordered = tx
    .select({
      id: rules.id,
      position: sql<number>`row_number() over (order by ${rules.priority}, ${rules.id})`.as(
        'position',
      ),
    })
    .from(rules)
    .where(inScope(scope))
    .as('ordered');
  await tx
    .update(rules)
    .set({ priority: sql`-${ordered.position}` })
    .from(ordered)
    .where(eq(rules.id, ordered.id));
  await flipNegativePriorities(tx, scope);
}

async function flipNegativePriorities(tx: Executor, scope: RuleScope) {
  await tx
    .update(rules)
    .set({ priority: sql`-${rules.priority}` })
    .where(and(inScope(scope), lt(rules.priority, 0)));
}

/**
 * Soft delete: the rows stay for the sessions that name them, outside every scope. Their cohort
 * and add-on links go, so that the catalogue may delete those rows later.
 */
export async function softDeleteRuleRows(tx: Executor, ruleIds: string[], at: Date) {
  await tx.delete(ruleCohorts).where(inArray(ruleCohorts.ruleId, ruleIds));
  await tx.delete(ruleAddonItems).where(inArray(ruleAddonItems.ruleId, ruleIds));
  await tx
    .update(rules)
    .set({ deletedAt: at, active: false, updatedAt: sql`now()` })
    .where(inArray(rules.id, ruleIds));
}

/**
 * How many of `ids` are the retailer's rows of the table, share-locked until the transaction
 * ends so that a concurrent delete waits for the rule that is about to use them.
 */
export async function countOwnedRows(
  tx: Executor,
  table: typeof cohorts | typeof addonItems,
  retailerId: string | null,
  ids: string[],
): Promise<number> {
  if (ids.length === 0 || retailerId === null) return 0;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.retailerId, retailerId), inArray(table.id, ids)))
    .for('key share');
  return rows.length;
}
