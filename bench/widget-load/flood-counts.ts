/**
 * The flood's answers, counted by kind and status in memory shared between the flood's thread
 * (which adds) and the main thread (which reads at any time): slot 0 of a kind is "no answer"
 * (a reset, a timeout), slot 1 "not sent" (too many requests were still waiting for answers), and
 * slots 100–599 the HTTP statuses.
 */
export const SLOTS = 600;
export const NO_ANSWER = 0;
export const NOT_SENT = 1;

export const floodCounts = (kinds: number) =>
  new SharedArrayBuffer(kinds * SLOTS * Int32Array.BYTES_PER_ELEMENT);

/** Count of each slot for one kind, only those seen: [slot, n][]. */
export function slotsOf(counts: Int32Array, kind: number): [number, number][] {
  const seen: [number, number][] = [];
  for (let slot = 0; slot < SLOTS; slot += 1) {
    const n = Atomics.load(counts, kind * SLOTS + slot);
    if (n > 0) seen.push([slot, n]);
  }
  return seen;
}
