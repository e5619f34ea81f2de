import type { AmountMention, StepCue } from './mentions';
import type { Lexicon } from './lexicons/compile-lexicon';
import type { PhraseList } from './phrase-list';
import { findPhrase, phraseAt, phraseBeforeInClause } from './phrase-list';
import type { Token } from './text';

/** How many filler words may stand between a verb asking to come down and its amount. */
const MAX_STEP_GAP = 4;

/** Length of the phrase right after the amount, in the amount's clause. */
function cueAfter(tokens: readonly Token[], mention: AmountMention, phrases: PhraseList): number {
  const next = tokens[mention.end];
  if (next === undefined || next.clause !== tokens[mention.end - 1]?.clause) return 0;
  return phraseAt(tokens, mention.end, phrases);
}

/**
 * Whether a verb asking to come down stands before the amount, joined to it by filler words
 * only: 'come down another £30', 'vous pouvez baisser votre prix de 15', 'bajar tu oferta 4 €'.
 * 'come down and I'll pay 40' is not one: 'and' is no filler.
 */
function stepVerbBefore(tokens: readonly Token[], first: number, lexicon: Lexicon): boolean {
  const clause = tokens[first]?.clause;
  for (let end = first; end > 0 && first - end <= MAX_STEP_GAP; end -= 1) {
    if (phraseBeforeInClause(tokens, end, lexicon.lessVerbs) > 0) return true;
    const word = tokens[end - 1];
    if (word === undefined || word.clause !== clause || !lexicon.stepFillers.has(word.text)) {
      return false;
    }
  }
  return false;
}

/**
 * Whether the words before token `first` ask to take what follows off the price: 'knock off',
 * 'rebájame', or a verb joined to it by fillers ('me rebajas una cuarta parte', 'baisser de 5').
 */
export function stepDownBefore(tokens: readonly Token[], first: number, lexicon: Lexicon): boolean {
  return (
    phraseBeforeInClause(tokens, first, lexicon.lessBefore) > 0 ||
    stepVerbBefore(tokens, first, lexicon)
  );
}

/** The clause of the amount, as a token range. */
function clauseOf(tokens: readonly Token[], mention: AmountMention): { from: number; to: number } {
  const clause = tokens[mention.first]?.clause;
  let from = mention.first;
  while (from > 0 && tokens[from - 1]?.clause === clause) from -= 1;
  let to = mention.end;
  while (to < tokens.length && tokens[to]?.clause === tokens[mention.end - 1]?.clause) to += 1;
  return { from, to };
}

/**
 * Reads the cues around an amount: a step down ('a fiver less', 'knock £5 off', 'come down
 * another £30') or up ('a fiver more'), unless the amount is what to come down to ('come down
 * to £40', 'bajar a 40'). A verb asking to come down wins over 'more' beside it: 'come down
 * another £30', 'bajar tu oferta 4 € más' are steps down.
 */
export function stepCue(
  tokens: readonly Token[],
  mention: AmountMention,
  lexicon: Lexicon,
): StepCue {
  const none: StepCue = { relative: null, cueAfter: 0, explicit: false, offList: false };
  if (phraseBeforeInClause(tokens, mention.first, lexicon.targetMarkers) > 0) return none;
  const lessAfter = cueAfter(tokens, mention, lexicon.lessAfter);
  const verbAfter = cueAfter(tokens, mention, lexicon.lessVerbs);
  const before = stepDownBefore(tokens, mention.first, lexicon);
  const less = lessAfter > 0 || verbAfter > 0 || before;
  const moreAfter = cueAfter(tokens, mention, lexicon.moreAfter);
  const more = moreAfter > 0 || phraseBeforeInClause(tokens, mention.first, lexicon.moreBefore) > 0;
  if (!less && !more) return none;
  const { from, to } = clauseOf(tokens, mention);
  const pointsAtPrice =
    findPhrase(tokens, lexicon.botOfferReferences, from, to) !== null ||
    findPhrase(tokens, lexicon.listPriceReferences, from, to) !== null;
  const said = before || verbAfter > 0;
  return {
    relative: less ? 'less' : 'more',
    cueAfter: less ? Math.max(lessAfter, verbAfter) : moreAfter,
    explicit: mention.kind === 'money' || pointsAtPrice || (less && said),
    offList: less && findPhrase(tokens, lexicon.listPriceReferences, mention.end) !== null,
  };
}
