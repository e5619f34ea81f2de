import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE } from '@parley/contract';
import type { Executor } from '../../db/client';
import { messageSearch, retailers } from '../../db/schema';
import { likePattern } from '../../db/scoped-rows';

/**
 * The searched texts, written exactly as the migration's trigram indexes (gin_trgm_ops) are, so
 * that the planner uses them, and their stored full-text vectors (to_tsvector 'simple'), all on
 * message search's own copy of the messages (message_search, filled by indexer.ts).
 */
const FIELDS = {
  user: { text: sql`${messageSearch.userMessage}`, vector: sql`${messageSearch.userVector}` },
  bot: {
    text: sql`parley_bot_text(${messageSearch.messages})`,
    vector: sql`${messageSearch.botVector}`,
  },
} as const;
export type SearchField = keyof typeof FIELDS;

/** Trigrams need three characters; shorter terms are found by word prefix only. */
const TRIGRAM_MIN = 3;
const ONE_WORD = /^[\p{L}\p{N}]+$/u;

const wordsOf = (term: string) => term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Words as full-text prefixes ('free ship' → 'free:* & ship:*'); only letters and digits. */
export function prefixQuery(term: string): string | null {
  const words = wordsOf(term);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** The same words, whole ('free ship' → 'free & ship'). */
function wholeWordsQuery(term: string): string | null {
  const words = wordsOf(term);
  return words.length === 0 ? null : words.join(' & ');
}

export interface SearchTerm {
  field: SearchField;
  term: string;
}

/**
 * A message matches a term when its words start with the term's words (full-text, any
 * order), or, for three characters or more, when the term appears anywhere in it (trigram).
 * Every row the bitmap scan gives is rechecked (the trigram index is lossy); the words are
 * tested on the stored vector, never by parsing the text again.
 */
export function termWhere({ field, term }: SearchTerm): SQL {
  const { text, vector } = FIELDS[field];
  const query = prefixQuery(term);
  const words = query && sql`${vector} @@ to_tsquery('simple', ${query})`;
  const substring = term.length >= TRIGRAM_MIN && sql`${text} ilike ${likePattern(term)}`;
  // One word of three letters or more is in the text wherever a word starts with it, so the
  // substring alone finds the same messages, and through one index: a retailer's trigram index
  // gives only its own matches, where a common word's vector bitmap holds millions of messages.
  if (substring && ONE_WORD.test(term)) return substring;
  // The vector first: a row its words match skips the substring test, which costs about twice
  // as much a row (a case-insensitive scan of the text) when a common word's count walks rows.
  if (words && substring) return sql`(${words} or ${substring})`;
  return words || substring || sql`${text} ilike ${likePattern(term)}`;
}

/**
 * The messages that hold every word of the term whole (some of termWhere's matches), and how
 * closely. A common word's prefixes are gathered by the index into one bitmap each before they
 * are combined, so 'free:* & delivery:*' reads every message with either word (about 0.4 s over
 * ten million messages), where whole words are intersected as the index is read (about 25 ms).
 * They rank by cover density (ts_rank_cd: the words' count and how near each other they stand),
 * read from the vector: the text's trigram similarity costs ten times as much a row.
 */
export function wholeWordsMatch({ field, term }: SearchTerm) {
  const words = wholeWordsQuery(term);
  if (!words) return undefined;
  const query = sql`to_tsquery('simple', ${words})`;
  const { vector } = FIELDS[field];
  return { where: sql`${vector} @@ ${query}`, rank: sql<number>`ts_rank_cd(${vector}, ${query})` };
}

/** How well a message matches: full-text rank of its words, plus how close the text is. */
export function termRank({ field, term }: SearchTerm): SQL<number> {
  const { text, vector } = FIELDS[field];
  const query = prefixQuery(term);
  const words = query ? sql`ts_rank(${vector}, to_tsquery('simple', ${query}))` : sql`0`;
  const similarity = sql`word_similarity(${term}, coalesce(${text}, ''))`;
  // A message holding a one-word term as a word is as similar as can be (1), which the vector
  // tells at a tenth of the similarity's cost a row.
  const whole = ONE_WORD.test(term) && wholeWordsMatch({ field, term });
  const closeness = whole
    ? sql`case when ${whole.where} then 1 else ${similarity} end`
    : similarity;
  return sql<number>`(${words} + ${closeness})`;
}

/** Written as the partial index message_search_feedback is, for the planner to match it. */
export const FEEDBACK_WHERE = sql`${messageSearch.feedback}`;

/** One retailer's messages. */
export const retailerWhere = (retailerId: string) => eq(messageSearch.retailerId, retailerId);

const resultColumns = {
  id: messageSearch.messageId,
  sessionId: messageSearch.sessionId,
  createdAt: messageSearch.createdAt,
  retailerId: messageSearch.retailerId,
  userMessage: messageSearch.userMessage,
  messages: messageSearch.messages,
};

/** Newest first, walking the created_at index: quick when matches are many (the cap reached). */
export function recentMessages(db: Executor, where: SQL | undefined, offset: number) {
  return db
    .select({ ...resultColumns, retailerName: retailers.name })
    .from(messageSearch)
    .innerJoin(retailers, eq(retailers.id, messageSearch.retailerId))
    .where(where)
    .orderBy(sql`${messageSearch.createdAt} desc nulls last`, desc(messageSearch.messageId))
    .limit(SEARCH_PAGE_SIZE)
    .offset(offset);
}

/**
 * A page of the matches when there are fewer than the cap (or best first, ranked among at most
 * the cap): the matches are gathered first, through the text indexes, then sorted. Without the
 * inner limit the planner may walk the whole created_at index looking for a rare word. Only the
 * gathered ids, times and ranks are sorted, and counted in the same pass (counting them in a
 * pass of its own cost as much as gathering them); the page's twenty rows are then read by id.
 */
export function pageOfMatches(
  db: Executor,
  where: SQL | undefined,
  order: { rank: SQL<number> } | 'recent',
  offset: number,
) {
  const matches = db
    .select({
      id: messageSearch.messageId,
      createdAt: messageSearch.createdAt,
      rank: (order === 'recent' ? sql<number>`0` : order.rank).as('rank'),
    })
    .from(messageSearch)
    .where(where)
    .limit(SEARCH_COUNT_CAP)
    .as('matches');
  const ranked = order !== 'recent';
  const page = db
    .select({
      id: matches.id,
      createdAt: matches.createdAt,
      rank: matches.rank,
      gathered: sql<number>`count(*) over ()`.as('gathered'),
    })
    .from(matches)
    .orderBy(...(ranked ? [desc(matches.rank)] : []), desc(matches.createdAt), desc(matches.id))
    .limit(SEARCH_PAGE_SIZE)
    .offset(offset)
    .as('page');
  return db
    .select({
      ...resultColumns,
      retailerName: retailers.name,
      gathered: sql<number>`${page.gathered}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(messageSearch, eq(messageSearch.messageId, page.id))
    .innerJoin(retailers, eq(retailers.id, messageSearch.retailerId))
    .orderBy(...(ranked ? [desc(page.rank)] : []), desc(page.createdAt), desc(page.id));
}
export type SearchRow = Awaited<ReturnType<typeof recentMessages>>[number];
export type GatheredRow = Awaited<ReturnType<typeof pageOfMatches>>[number];

/** How many match, counting no further than the cap. */
export async function countMatches(db: Executor, where: SQL | undefined) {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(messageSearch)
    .where(where)
    .limit(SEARCH_COUNT_CAP)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

export const searchWhere = (conditions: (SQL | undefined)[]) => and(...conditions);
