import type { TIntentName } from '@parley/contract';
import type { KeywordPattern, Lexicon } from './lexicons/compile-lexicon';
import type { KeywordIntent } from './lexicons/lexicon';
import type { Token } from './text';
import { withinOneEdit } from './typos';

export type IntentScores = Map<KeywordIntent, number>;

/** A typed keyword counts for less than a spelled one. */
const TYPO_WEIGHT = 0.8;
/** '?' leans towards a question without deciding it: 'ok?' stays an acceptance. */
const QUESTION_MARK_WEIGHT = 0.75;
/** Below this total vote nothing was understood. */
const MIN_SCORE = 1;
/** How far a price put forward lifts `offer` above every keyword vote. */
const OFFER_MARGIN = 3;
/** 'Hi, do you ship to Ireland?': a greeting before something else is a preamble and counts half. */
const PREAMBLE_GREETING_FACTOR = 0.5;

function vote(scores: IntentScores, pattern: KeywordPattern, factor: number): void {
  for (const { intent, weight } of pattern.votes) {
    scores.set(intent, (scores.get(intent) ?? 0) + weight * factor);
  }
}

function longestAt(tokens: readonly Token[], at: number, lexicon: Lexicon): KeywordPattern | null {
  const candidates = lexicon.keywords.get(tokens[at]?.text ?? '') ?? [];
  return (
    candidates.find((pattern) =>
      pattern.tokens.every((word, k) => tokens[at + k]?.text === word),
    ) ?? null
  );
}

function anyTyped(tokens: readonly Token[], at: number, length: number): boolean {
  for (let k = at; k < at + length; k += 1) if (tokens[k]?.typed !== undefined) return true;
  return false;
}

/**
 * Keyword votes: left to right, the longest keyword phrase at each place votes and covers its
 * words ('no thanks' votes once, not also as 'no'); a word matching no keyword may match a long
 * one-word keyword with one typo ('expensve'). A phrase read through a corrected typo ('best
 * priice') votes like a typed keyword.
 */
export function keywordScores(tokens: readonly Token[], lexicon: Lexicon): IntentScores {
  const scores: IntentScores = new Map();
  let at = 0;
  while (at < tokens.length) {
    const token = tokens[at];
    const pattern = longestAt(tokens, at, lexicon);
    if (pattern !== null) {
      vote(scores, pattern, anyTyped(tokens, at, pattern.tokens.length) ? TYPO_WEIGHT : 1);
      at += pattern.tokens.length;
      continue;
    }
    if (token !== undefined && token.kind === 'word' && token.text.length >= 4) {
      const typo = lexicon.typoKeywords
        .get(token.text.length)
        ?.find((keyword) => withinOneEdit(token.text, keyword.tokens[0] ?? ''));
      if (typo !== undefined) vote(scores, typo, TYPO_WEIGHT);
    }
    at += 1;
  }
  if (tokens.some((token) => token.text === '?')) {
    scores.set('question', (scores.get('question') ?? 0) + QUESTION_MARK_WEIGHT);
  }
  return scores;
}

export interface RankedIntent {
  name: TIntentName;
  confidence: number;
}

/**
 * Ranks intents: a price put forward makes the message an offer, unless it is the bot's own
 * offer, which makes it an acceptance; asking for the bot's best price is a push for a better one
 * (`reject`), whatever it is worded like ('how low can you go?' is no question for the shop);
 * otherwise the keyword votes decide. Confidences are each
 * intent's share of the votes, with one extra vote's worth kept back for doubt.
 */
export function rankIntents(
  scores: IntentScores,
  signals: { offersPrice: boolean; matchesBotOffer: boolean; asksForOffer: boolean },
): RankedIntent[] {
  const adjusted = new Map(scores);
  const greeting = adjusted.get('greeting');
  const saysMore = [...adjusted].some(
    ([intent, score]) => intent !== 'greeting' && score >= MIN_SCORE,
  );
  if (greeting !== undefined && saysMore) {
    adjusted.set('greeting', greeting * PREAMBLE_GREETING_FACTOR);
  }
  const strongest = Math.max(0, ...adjusted.values());
  if (signals.matchesBotOffer) {
    adjusted.set('accept', strongest + OFFER_MARGIN);
    adjusted.set('offer', Math.max(adjusted.get('offer') ?? 0, 1));
  } else if (signals.offersPrice) {
    adjusted.set('offer', strongest + OFFER_MARGIN);
  } else if (signals.asksForOffer) {
    adjusted.set('reject', strongest + OFFER_MARGIN);
  }
  const total = [...adjusted.values()].reduce((sum, score) => sum + score, 0);
  const ranked = [...adjusted.entries()]
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, score]) => ({
      name,
      confidence: Math.round((score / (total + 1)) * 1000) / 1000,
    }));
  const best = ranked[0];
  if (best === undefined || (adjusted.get(best.name) ?? 0) < MIN_SCORE) {
    return [{ name: 'unknown', confidence: 1 }];
  }
  return ranked;
}
