import type { Lexicon } from './lexicons/compile-lexicon';
import { phraseAt } from './phrase-list';
import type { PriceMention } from './mentions';
import type { Token } from './text';

/** Tokens between a span and the marker at [at, end): 0 when they touch or overlap. */
function gap(span: { first: number; end: number }, at: number, end: number): number {
  if (span.end <= at) return at - span.end;
  return Math.max(0, span.first - end);
}

/**
 * The prices a shopper quotes from another seller: for each competitor marker ('elsewhere',
 * 'on Amazon', 'je l'ai vu à', 'bei MediaMarkt'), the nearest price in its clause, so that in
 * "it's £42 on Amazon, I'll give you £40" only £42 is the competitor's. A price that is refused or
 * quoted from the bot ('you said £46 but Argos have it for £43') or a step ('a fiver cheaper on
 * Amazon') is never one, and is passed over for the next nearest.
 */
export function competitorPrices(
  tokens: readonly Token[],
  prices: readonly PriceMention[],
  lexicon: Lexicon,
): PriceMention[] {
  const cited: PriceMention[] = [];
  if (prices.length === 0) return cited;
  for (let at = 0; at < tokens.length; at += 1) {
    const length = phraseAt(tokens, at, lexicon.competitorMarkers);
    if (length === 0) continue;
    const clause = tokens[at]?.clause;
    let nearest: PriceMention | undefined;
    let nearestGap = Number.POSITIVE_INFINITY;
    for (const price of prices) {
      if (price.excluded || price.relative !== null) continue;
      if (tokens[price.mention.first]?.clause !== clause) continue;
      const distance = gap(price.mention, at, at + length);
      // Strictly nearer: on a tie the earlier price wins ('£42 on Amazon, £40').
      if (distance < nearestGap) {
        nearest = price;
        nearestGap = distance;
      }
    }
    if (nearest !== undefined && !cited.includes(nearest)) cited.push(nearest);
    at += length - 1;
  }
  return cited;
}
