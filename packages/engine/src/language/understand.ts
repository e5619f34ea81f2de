import type { AmountMention } from './mentions';
import { findAmounts } from './amounts';
import { readBid } from './bid';
import { keywordScores, rankIntents } from './intents';
import type { Lexicon } from './lexicons/compile-lexicon';
import { lexiconOf } from './lexicons/compile-lexicon';
import { readNumberWords } from './number-words';
import { findPhrase } from './phrase-list';
import { referencePrice } from './price-mentions';
import type { Token } from './text';
import { tokenise } from './text';
import { correctTypos } from './typos';
import type { UnderstandContext, Understanding, UnderstandingIssue } from './types';

/** A bid this close to the bot's standing offer repeats it: the shopper takes the offer. */
const SAME_PRICE_TOLERANCE = 0.005;

function matchesBotOffer(bid: number | null, context: UnderstandContext): boolean {
  const offer = context.lastBotOffer;
  return (
    bid !== null &&
    offer !== undefined &&
    Math.abs(bid - offer) <= Math.max(0.01, offer * SAME_PRICE_TOLERANCE)
  );
}

/**
 * Finds the amounts of a message: ours by default; bench/language-recognizers plugs in a
 * library's to compare.
 */
export type AmountRecogniser = (
  text: string,
  tokens: readonly Token[],
  lexicon: Lexicon,
  context: UnderstandContext,
) => AmountMention[];

const ownRecogniser: AmountRecogniser = (_text, tokens, lexicon, context) =>
  findAmounts(tokens, lexicon, referencePrice(context));

/**
 * Reads one shopper message: what they mean (ranked intents), the amounts they wrote, and their
 * bid as a unit price in the shop currency. Pure and synchronous: the lexicons are compiled once
 * at import, so a message costs a tokenisation and a few map lookups.
 */
export function understand(text: string, context: UnderstandContext): Understanding {
  return understandWith(text, context, ownRecogniser);
}

export function understandWith(
  text: string,
  context: UnderstandContext,
  recognise: AmountRecogniser,
): Understanding {
  const lexicon = lexiconOf(context.language);
  const typed = tokenise(text);
  const tokens = correctTypos(
    typed,
    lexicon.typos,
    (at) => readNumberWords(typed, at, lexicon) !== null,
  );
  const mentions = recognise(text, tokens, lexicon, context);
  const reading = readBid(text, tokens, lexicon, context, mentions);
  const asksForOffer = !reading.offersPrice && findPhrase(tokens, lexicon.offerRequests) !== null;
  const intents = rankIntents(keywordScores(tokens, lexicon), {
    offersPrice: reading.offersPrice,
    matchesBotOffer: reading.source === 'absolute' && matchesBotOffer(reading.bid, context),
    asksForOffer,
  });
  const issues: UnderstandingIssue[] = [...reading.issues];
  if (intents[0]?.name === 'unknown') issues.push('nothing_understood');
  return {
    intents,
    entities: reading.entities,
    bid: reading.bid,
    quantity: reading.quantity,
    competitorPrice: reading.competitorPrice,
    halfway: reading.halfway,
    asksForOffer,
    issues,
    understood: issues.length === 0,
  };
}
