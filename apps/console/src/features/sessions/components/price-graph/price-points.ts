import type { TChatMessage } from '@parley/contract';

/** One round of the negotiation: the bot's offer and the shopper's bid when there was one. */
export interface PricePoint {
  round: number;
  offer: number;
  bid: number | null;
}

const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The offers per round, read from what the engine recorded with each reply (interaction_data:
 * offer, bid, round). Only its decisions carry a round: talk between them repeats the standing
 * offer and adds no point. Records without rounds at all are taken one reply a round.
 */
export function pricePoints(messages: TChatMessage[]): PricePoint[] {
  const records = messages.map((message) => ({
    offer: numberOr(message.interaction_data.offer),
    bid: numberOr(message.interaction_data.bid),
    round: numberOr(message.interaction_data.round),
  }));
  const withOffer = records.filter(
    (record): record is typeof record & { offer: number } => record.offer !== null,
  );
  const decided = withOffer.filter((record) => record.round !== null);
  if (decided.length === 0) {
    return withOffer.map((record, index) => ({
      round: index,
      offer: record.offer,
      bid: record.bid,
    }));
  }
  return decided.map((record) => ({
    round: record.round ?? 0,
    offer: record.offer,
    bid: record.bid,
  }));
}

/** Part 1 §9: a marker never sits on or beyond the graph's edges. */
export const MARKER_MIN = 0.2;
export const MARKER_MAX = 99.9;

/**
 * Where a price sits between the walkaway price (0 %) and the list price (100 %), clamped to
 * 0.2–99.9 % so bids below the walkaway or above the list price stay visible at the edge.
 */
export function markerPosition(value: number, walkaway: number, list: number): number {
  const span = list - walkaway;
  const raw = span === 0 ? 50 : ((value - walkaway) / span) * 100;
  return Math.min(MARKER_MAX, Math.max(MARKER_MIN, raw));
}
