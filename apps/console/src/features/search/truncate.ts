import { SEARCH_COUNT_CAP, SEARCH_TRUNCATE } from '@parley/contract';

/** A message cut to 50 characters plus '...' (part 1 §2 Message search). */
export const truncateMessage = (text: string | null) =>
  text && text.length > SEARCH_TRUNCATE ? `${text.slice(0, SEARCH_TRUNCATE)}...` : (text ?? '');

/** The match count as shown: the server stops counting at 10000, shown as '10000+'. */
export const searchCount = (total: number) =>
  total >= SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : String(total);
