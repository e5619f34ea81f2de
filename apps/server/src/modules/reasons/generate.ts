import { BRAND_STATEMENTS_MAX, REASON_TEXT_MAX_LENGTH } from '@parley/contract';
import { CLAIM_STEMS, NOISE_WORDS } from './claims';
import { htmlToText } from './sanitise';

/*
 * Brand statement suggestions drawn from the retailer's own text (part 2 §7): its sentences that
 * make a claim, in its own words. Pure and deterministic: the same text gives the same
 * suggestions, each a sentence of the cleaned text, with no question, no emoji, and within the
 * statements' length.
 */

/** Shorter sentences are headings and fragments rather than statements. */
export const SUGGESTION_MIN_LENGTH = 20;

/**
 * Emoji and what builds them: pictographs, flags (regional indicators and tag sequences), skin
 * tones, variation selectors, the joiner, the keycap mark.
 */
const EMOJI =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|[\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\u{E0020}-\u{E007F}]|\u{200D}|\u{20E3}/gu;

const LINK = /https?:\/\/|www\.|\S@\S+\.\S/i;
/** A sentence ends at . ! ? or … (with any closing quotes) before a space and a non-lowercase. */
const SENTENCE_END = /[.!?…]+["'”’)\]]*(?=\s+(?!\p{Ll})|$)/gu;
const MAX_CLEANING_ROUNDS = 10;

export const stripEmoji = (text: string) => text.replace(EMOJI, '');

/**
 * Plain text without emoji: HTML removed and emoji taken out until neither changes anything (an
 * entity may decode to an emoji, and taking an emoji out may join a '<' to a letter).
 */
export function plainText(text: string, lines: boolean): string {
  let current = text;
  for (let round = 0; round < MAX_CLEANING_ROUNDS; round++) {
    const next = htmlToText(stripEmoji(htmlToText(current, { lines })), { lines });
    if (next === current) return next;
    current = next;
  }
  return '';
}

/** The content suggestions are drawn from: plain text in lines, without emoji. */
export const cleanContent = (content: string) => plainText(content, true);

/** Whether a suggestion may be offered at all, whatever its source. */
export const isUsableSuggestion = (text: string) =>
  text !== '' &&
  text.length <= REASON_TEXT_MAX_LENGTH &&
  !text.includes('?') &&
  stripEmoji(text) === text;

function sentencesOf(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of line.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    sentences.push(line.slice(start, end).trim());
    start = end;
  }
  sentences.push(line.slice(start).trim());
  return sentences.filter((sentence) => sentence !== '');
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];

interface Candidate {
  text: string;
  index: number;
  score: number;
}

/** How strongly the sentence claims something of the brand; null when it claims nothing. */
function scoreOf(sentence: string, brand: string, index: number, count: number): number | null {
  const words = wordsOf(sentence);
  if (words.filter((word) => /\p{L}/u.test(word)).length < 3) return null;
  const claims = new Set(
    words.flatMap((word) => CLAIM_STEMS.filter((stem) => word.startsWith(stem))),
  ).size;
  const digits = /\p{N}/u.test(sentence) ? 1 : 0;
  const named = brand.length >= 2 && sentence.toLowerCase().includes(brand) ? 1 : 0;
  if (claims + digits + named === 0) return null;
  const noise =
    words.filter((word) => NOISE_WORDS.has(word)).length + (sentence.includes('%') ? 1 : 0);
  const position = 0.5 * (1 - index / count);
  const score = 2 * Math.min(claims, 3) + digits + 1.5 * named - 2 * noise + position;
  return score > 0 ? score : null;
}

/**
 * Up to BRAND_STATEMENTS_MAX sentences of the content that make the strongest claims, best
 * first: each a substring of `cleanContent(content)`, between SUGGESTION_MIN_LENGTH and the
 * statements' maximum length, without a question mark, emoji or link.
 */
export function suggestStatements(brandName: string, content: string): string[] {
  const brand = plainText(brandName, false).toLowerCase();
  const sentences = cleanContent(content).split('\n').flatMap(sentencesOf);
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const [index, text] of sentences.entries()) {
    if (text.length < SUGGESTION_MIN_LENGTH || !isUsableSuggestion(text) || LINK.test(text)) {
      continue;
    }
    const key = text.toLowerCase();
    const score = seen.has(key) ? null : scoreOf(text, brand, index, sentences.length);
    if (score === null) continue;
    seen.add(key);
    candidates.push({ text, index, score });
  }
  return candidates
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, BRAND_STATEMENTS_MAX)
    .map((candidate) => candidate.text);
}
