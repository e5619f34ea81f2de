import { sql, type SQL } from 'drizzle-orm';
import {
  PRODUCT_FIELD,
  SEARCH_COUNT_CAP,
  type TSearchMessage,
  type TSearchQuery,
  type TSearchResult,
} from '@parley/contract';
import type { Deps } from '../../deps';
import {
  FEEDBACK_WHERE,
  countMatches,
  pageOfMatches,
  recentMessages,
  retailerWhere,
  searchWhere,
  termRank,
  termWhere,
  type GatheredRow,
  type SearchRow,
  type SearchTerm,
  wholeWordsMatch,
} from './repository';

const present = (row: SearchRow): TSearchMessage => ({
  [`${PRODUCT_FIELD}_id` as const]: row.sessionId,
  message_id: row.id,
  created_at: row.createdAt.toISOString(),
  retailer_name: row.retailerName,
  user_message: row.userMessage,
  bot_message: row.messages.join(' '),
});

/**
 * GET /admin/search (part 1 §2 Message search): user and bot messages by full-text and
 * trigram match, newest or best match first, a page at a time, counted up to the cap. Best
 * match ranks at most SEARCH_COUNT_CAP matches, so that a common word costs no more than a rare
 * one: across retailers, the messages holding the term's words whole when there are that many
 * of them (the closest matches, and found quickest), else those the text indexes give first.
 */
export async function searchMessages(
  deps: Pick<Deps, 'db'>,
  query: TSearchQuery & { offset: number },
): Promise<TSearchResult> {
  const terms: SearchTerm[] = [];
  if (query.userMessage) terms.push({ field: 'user', term: query.userMessage });
  if (query.botMessage) terms.push({ field: 'bot', term: query.botMessage });
  const where = searchWhere([
    query.retailerId ? retailerWhere(query.retailerId.toLowerCase()) : undefined,
    query.feedbackOnly === 'true' ? FEEDBACK_WHERE : undefined,
    ...terms.map(termWhere),
  ]);
  const ranked = query.sortOrder === 'match' && terms.length > 0;
  // One retailer's messages, or the feedback, are few enough to gather all their matches from an
  // index: the trigram indexes hold the retailer, the feedback's index the searched columns.
  if (!query.retailerId && query.feedbackOnly !== 'true' && terms.length > 0) {
    const page = await pageAtTheCap(deps, terms, where, ranked, query.offset);
    if (page) return { messages: page.map(present), total: SEARCH_COUNT_CAP };
  }
  // The matches are gathered (through the text indexes) and counted as they are sorted. Short of
  // the cap that is all of them; at the cap a common term's newest matches may not be among
  // those gathered, and are found walking the created_at index instead.
  const gathered = await pageOfMatches(
    deps.db,
    where,
    ranked ? { rank: sql.join(terms.map(termRank), sql` + `) as SQL<number> } : 'recent',
    query.offset,
  );
  const total = await totalOf(deps, where, gathered, query.offset);
  const rows =
    ranked || total < SEARCH_COUNT_CAP
      ? gathered
      : await recentMessages(deps.db, where, query.offset);
  return { messages: rows.map(present), total };
}

/**
 * When the term's whole words alone match at least the cap, so does the term, and the page is
 * found without gathering all its matches: newest first by walking the created_at index, best
 * first among the whole-word matches. Null when there are fewer, or past the last page.
 */
async function pageAtTheCap(
  deps: Pick<Deps, 'db'>,
  terms: SearchTerm[],
  where: SQL | undefined,
  ranked: boolean,
  offset: number,
): Promise<SearchRow[] | null> {
  const whole = terms.map(wholeWordsMatch);
  if (!whole.every((match) => match !== undefined)) return null;
  const wholeWhere = searchWhere(whole.map((match) => match.where));
  if (!ranked) {
    if ((await countMatches(deps.db, wholeWhere)) < SEARCH_COUNT_CAP) return null;
    return recentMessages(deps.db, where, offset);
  }
  const rank = sql.join(
    whole.map((match) => match.rank),
    sql` + `,
  ) as SQL<number>;
  const page = await pageOfMatches(deps.db, wholeWhere, { rank }, offset);
  return (page[0]?.gathered ?? 0) >= SEARCH_COUNT_CAP ? page : null;
}

/** The capped count: from the page's rows, or, past the last page, counted again. */
async function totalOf(
  deps: Pick<Deps, 'db'>,
  where: SQL | undefined,
  page: GatheredRow[],
  offset: number,
) {
  const [first] = page;
  if (first) return first.gathered;
  return offset === 0 ? 0 : countMatches(deps.db, where);
}
