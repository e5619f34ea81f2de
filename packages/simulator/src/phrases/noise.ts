import type { Random } from '../random';
import type { Piece } from './compose';
import { chance, pick, pickWeighted } from './pick';
import type { LanguageKit } from './types';

/** How often a message shows each habit of quick typing. */
const TYPO_CHANCE = 0.1;
const UNACCENTED_CHANCE = 0.2;
const LOWER_CASE_CHANCE = 0.15;

/** A slip of the finger inside a word; the first and last letters are the ones people get right. */
function misspell(random: Random, word: string): string {
  const i = 1 + Math.floor(random() * (word.length - 2));
  switch (pick(random, ['swap', 'drop', 'double'] as const)) {
    case 'swap':
      return `${word.slice(0, i)}${word.charAt(i + 1)}${word.charAt(i)}${word.slice(i + 2)}`;
    case 'drop':
      return `${word.slice(0, i)}${word.slice(i + 1)}`;
    case 'double':
      return `${word.slice(0, i)}${word.charAt(i)}${word.slice(i)}`;
  }
}

/** One typo in a free word of four letters or more, if there is one. */
function typo(random: Random, pieces: readonly Piece[]): Piece[] {
  const spots = pieces.flatMap((piece, index) =>
    piece.kind === 'free'
      ? [...piece.text.matchAll(/\p{L}{4,}/gu)].map((match) => ({
          index,
          start: match.index,
          word: match[0],
        }))
      : [],
  );
  if (spots.length === 0) return [...pieces];
  const { index, start, word } = pick(random, spots);
  return pieces.map((piece, i) =>
    i === index
      ? {
          ...piece,
          text: `${piece.text.slice(0, start)}${misspell(random, word)}${piece.text.slice(start + word.length)}`,
        }
      : piece,
  );
}

/**
 * Between small talk and the rest: a space after a stop; else a greeting runs on with a comma
 * ('Hi, would you take £40?') and a bid is closed with a stop before a question.
 */
function separator(random: Random, before: string, talkFirst: boolean): string {
  if (/[.?!…]$/.test(before)) return ' ';
  return pickWeighted(random, [
    [' ', 1],
    [talkFirst ? ', ' : '. ', 3],
  ]);
}

/**
 * The message as typed: small talk before or after (at the chance `chattiness`), then the habits
 * of quick typing: a typo, the language's informal ways, no accents, all lower case.
 */
export function finish(
  random: Random,
  kit: LanguageKit,
  pieces: readonly Piece[],
  chattiness: number,
): string {
  let parts = [...pieces];
  if (chance(random, chattiness)) {
    const talk: Piece = { text: pick(random, kit.say.smallTalk), kind: 'free' };
    const first = chance(random, 0.5);
    const before = first ? talk.text : parts.map((piece) => piece.text).join('');
    const gap: Piece = { text: separator(random, before, first), kind: 'free' };
    parts = first ? [talk, gap, ...parts] : [...parts, gap, talk];
  }
  if (chance(random, TYPO_CHANCE)) parts = typo(random, parts);
  const habits = kit.habits.filter((habit) => chance(random, habit.chance));
  let text = parts
    .map(({ text, kind }) =>
      kind === 'amount' ? text : habits.reduce((done, habit) => habit.apply(done), text),
    )
    .join('');
  if (chance(random, UNACCENTED_CHANCE)) text = kit.unaccented(text);
  if (chance(random, LOWER_CASE_CHANCE)) text = text.toLocaleLowerCase(kit.locale);
  return text;
}
