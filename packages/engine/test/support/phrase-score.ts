import type { LabelledPhrase } from '../../src/language/phrases/phrase-set';
import type { UnderstandContext } from '../../src/language/types';

/** What a candidate makes of one line: its top intent (null when it has no intents) and bid. */
export interface Reading {
  intent: string | null;
  bid: number | null;
  quantity?: number | null;
}

export type Reader = (text: string, context: UnderstandContext) => Reading;

export interface Miss {
  text: string;
  expected: string;
  got: string;
}

export interface Score {
  /** What the phrases have in common: a language, or a phrase kind across languages. */
  group: string;
  phrases: number;
  intentAccuracy: number;
  bidAccuracy: number;
  quantityAccuracy: number;
  misses: Miss[];
}

const sameBid = (a: number | null, b: number | null): boolean =>
  a === null || b === null ? a === b : Math.abs(a - b) < 0.005;

const ratio = (hits: number, total: number): number => (total === 0 ? 1 : hits / total);

/** Intent and bid accuracy of a reader on a group of phrases, with the misses listed. */
export function scorePhrases(
  group: string,
  phrases: readonly LabelledPhrase[],
  read: Reader,
): Score {
  let intents = 0;
  let bids = 0;
  let quantities = 0;
  let quantityTotal = 0;
  const misses: Miss[] = [];
  for (const phrase of phrases) {
    const reading = read(phrase.text, phrase.context);
    const intentHit = reading.intent === phrase.intent;
    const bidHit = sameBid(reading.bid, phrase.bid);
    if (intentHit) intents += 1;
    if (bidHit) bids += 1;
    if (phrase.quantity !== null) {
      quantityTotal += 1;
      if (reading.quantity === phrase.quantity) quantities += 1;
    }
    if (!intentHit || !bidHit) {
      misses.push({
        text: phrase.text,
        expected: `${phrase.intent} ${String(phrase.bid)}`,
        got: `${String(reading.intent)} ${String(reading.bid)}`,
      });
    }
  }
  return {
    group,
    phrases: phrases.length,
    intentAccuracy: ratio(intents, phrases.length),
    bidAccuracy: ratio(bids, phrases.length),
    quantityAccuracy: ratio(quantities, quantityTotal),
    misses,
  };
}

const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;

/** A Markdown table of scores, one row per candidate and group (a language unless named). */
export function scoreTable(
  rows: ReadonlyArray<{ candidate: string; score: Score }>,
  groupHeading = 'Language',
): string {
  const lines = [
    `| Candidate | ${groupHeading} | Phrases | Intent accuracy | Bid accuracy | Quantity accuracy |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const { candidate, score } of rows) {
    lines.push(
      `| ${candidate} | ${score.group} | ${score.phrases} | ${percent(score.intentAccuracy)} | ${percent(score.bidAccuracy)} | ${percent(score.quantityAccuracy)} |`,
    );
  }
  return lines.join('\n');
}
