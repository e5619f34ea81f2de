import type { Token } from '../../packages/engine/src/language/text';

/** The tokens a character span [start, end) covers, as a token span [first, end). */
export function tokenSpan(
  tokens: readonly Token[],
  start: number,
  end: number,
): { first: number; end: number } | null {
  const first = tokens.findIndex((token) => token.end > start);
  if (first < 0) return null;
  let last = first;
  while (last + 1 < tokens.length && (tokens[last + 1]?.start ?? end) < end) last += 1;
  return { first, end: last + 1 };
}
