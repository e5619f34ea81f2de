import { cyrb53 } from './hash';

/**
 * mulberry32 (Tommy Ettinger, public domain). The whole generator state is one unsigned 32-bit
 * integer, so a session stores it as a plain JSON number and resumes the same sequence.
 */
export type PrngState = number;

/** A generator state from any number (a session seed); equal seeds give equal sequences. */
export const prngFrom = (seed: number): PrngState => (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;

/** The next draw in [0, 1) and the state to keep for the one after. */
export const nextUnit = (state: PrngState): { value: number; state: PrngState } => {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next };
};

/** The same sequence as a plain function of draws in [0, 1), for callers that keep no state. */
export function unitStream(seed: number): () => number {
  let state = prngFrom(seed);
  return () => {
    const draw = nextUnit(state);
    state = draw.state;
    return draw.value;
  };
}

/** An index in [0, count) (count ≥ 1), e.g. which of several reply variants to use. */
export const nextIndex = (state: PrngState, count: number): { value: number; state: PrngState } => {
  const draw = nextUnit(state);
  return { value: Math.min(count - 1, Math.floor(draw.value * count)), state: draw.state };
};

const TWO_TO_53 = 2 ** 53;

/**
 * A draw in [0, 1) addressed by name and index instead of by position in a stream: the k-th
 * counter offer of a negotiation always gets the same draw, however many turns (lowballs,
 * stalls) came before it. That keeps "lowballing first" from reshuffling the bot's luck.
 */
export const keyedUnit = (seed: number, key: string, index: number): number =>
  cyrb53(`${key}:${index}`, prngFrom(seed)) / TWO_TO_53;
