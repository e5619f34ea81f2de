import { and, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countRows } from '../../db/count';
import { campaigns, rules } from '../../db/schema';
import { insertRow } from '../../db/rows';
import { likePattern, type ListPage } from '../../db/scoped-rows';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignValues = typeof campaigns.$inferInsert;

/** The retailer's rule a link may name: in its ruleset, neither deleted nor archived. */
const rulesetRule = (retailerId: string | typeof campaigns.retailerId): SQL =>
  and(
    eq(rules.kind, 'ruleset'),
    eq(rules.retailerId, retailerId),
    isNull(rules.deletedAt),
    eq(rules.archived, false),
  )!;

/** A link with the name of its rule, while that rule has not been deleted. */
const withRule = {
  campaign: campaigns,
  rule: { id: rules.id, name: rules.name },
};
const ruleOfCampaign = and(
  eq(rules.id, campaigns.ruleId),
  eq(rules.retailerId, campaigns.retailerId),
  isNull(rules.deletedAt),
);

export async function listCampaignRows(db: Executor, retailerId: string, page: ListPage) {
  const where = and(
    eq(campaigns.retailerId, retailerId),
    page.search ? ilike(campaigns.name, likePattern(page.search)) : undefined,
  );
  const rows = await db
    .select(withRule)
    .from(campaigns)
    .leftJoin(rules, ruleOfCampaign)
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await countRows(db, campaigns, where) };
}

export async function findCampaignRow(db: Executor, retailerId: string, campaignId: string) {
  const [row] = await db
    .select(withRule)
    .from(campaigns)
    .leftJoin(rules, ruleOfCampaign)
    .where(and(eq(campaigns.retailerId, retailerId), eq(campaigns.id, campaignId)));
  return row ?? null;
}

export const insertCampaignRow = (db: Executor, values: CampaignValues) =>
  insertRow(db, campaigns, values);

/** Whether `ruleId` is one of the retailer's ruleset rules that a link may switch on. */
export async function hasRulesetRule(db: Executor, retailerId: string, ruleId: string) {
  const [row] = await db
    .select({ id: rules.id })
    .from(rules)
    .where(and(eq(rules.id, ruleId), rulesetRule(retailerId)));
  return Boolean(row);
}

/**
 * The link behind a short code, with its rule's id only while that rule can still be switched
 * on: a rule deleted or archived since the link was made leaves the link pointing at nothing.
 */
export async function findCampaignByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ campaign: campaigns, liveRuleId: rules.id })
    .from(campaigns)
    .leftJoin(rules, and(eq(rules.id, campaigns.ruleId), rulesetRule(campaigns.retailerId)))
    .where(eq(campaigns.code, code));
  return row ?? null;
}

/** One more visit, counted in the database so that simultaneous visits all count. */
export async function countCampaignVisit(db: Executor, campaignId: string) {
  await db
    .update(campaigns)
    .set({ visitCount: sql`${campaigns.visitCount} + 1` })
    .where(eq(campaigns.id, campaignId));
}
