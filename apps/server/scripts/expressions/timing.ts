/** Easing over time: `t` is seconds since the animation started. */

export const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/** 0 before `start`, 1 after `end`, linear in between. */
export const progress = (t: number, start: number, end: number) =>
  clamp01((t - start) / (end - start));

export const easeOut = (p: number) => 1 - (1 - p) ** 3;
export const easeInOut = (p: number) => (1 - Math.cos(Math.PI * p)) / 2;
/** Overshoots a little before settling: for things that pop in. */
export const easeOutBack = (p: number) => 1 + 2.7 * (p - 1) ** 3 + 1.7 * (p - 1) ** 2;

/** 0 → 1 → 0 over [start, end]: a blink, a hop. */
export const bump = (t: number, start: number, end: number) =>
  Math.sin(Math.PI * progress(t, start, end));

/** A swing of `size` that fades out by `end`: a wave, a head shake. */
export const swing = (t: number, start: number, end: number, size: number, swings: number) => {
  const p = progress(t, start, end);
  return size * Math.sin(2 * Math.PI * swings * p) * (1 - p);
};

/** A seeded random sequence, so every run draws the same confetti. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}
