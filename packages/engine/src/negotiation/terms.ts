import type { THyperParameters } from '@parley/contract';
import { effectiveHyperParameters } from './hyper-parameters';
import type { NegotiationSetup } from './types';

/**
 * Prices inside the engine are "values": whole cents, signed so that higher is always better for
 * the bot (v = price × 100 when selling, −price × 100 when buying back). Every rule below is
 * then written once, as if selling: the list value is the top, the walkaway value the bottom,
 * and rounding toward the bot is a ceiling.
 */
export interface Terms {
  sign: 1 | -1;
  list: number;
  walkaway: number;
  /** list − walkaway, in cents (0 when the rule allows no discount). */
  room: number;
  /** The price points offers snap to: multiples of `step` cents shifted by `offset` (a value). */
  step: number;
  offset: number;
  /** The smallest move the bot makes, in cents (a hold is no move). */
  minStep: number;
  /** Bids below these values are lowballs (zone 6) and deep lowballs (zone 7). */
  lowball: number;
  deepLowball: number;
  /** The turn that gets the final offer. */
  deadline: number;
  hyper: THyperParameters;
  quantity: number;
  /** The previous session's last offer (restart protection), as a value, or null. */
  restart: number | null;
}

/** Rounding to whole cents must not turn 8400.0000001 into 8401. */
const EPSILON = 1e-7;
const ceilCents = (value: number): number => Math.ceil(value - EPSILON);

/** Steps offers may snap to, in cents. */
const NICE_STEPS = [1, 5, 10, 50, 100, 500, 1000, 5000, 10000];

/**
 * The price points a shop uses, by list price (in cents): 5p steps under £2, 10p under £10, 50p
 * under £30, whole pounds under £300, £5 under £1,000, £10 under £3,000, £50 above. A shopper
 * reads a move from £46 to £44 as a concession; £19.50 to £19.49 as the bot haggling over pennies.
 */
const PRICE_POINTS: readonly (readonly [number, number])[] = [
  [200, 5],
  [1000, 10],
  [3000, 50],
  [30000, 100],
  [100000, 500],
  [300000, 1000],
];
const LARGEST_POINT = 5000;
/** The room holds at least this many price points, however small it is. */
const POINTS_IN_ROOM = 8;
/** Every move the bot makes is at least this share of the room (or one price point). */
const MIN_STEP_SHARE = 0.1;

function priceStep(listCents: number, room: number): number {
  const byList = PRICE_POINTS.find(([below]) => listCents < below)?.[1] ?? LARGEST_POINT;
  const limit = Math.max(1, room / POINTS_IN_ROOM);
  return NICE_STEPS.filter((step) => step <= Math.min(byList, limit)).at(-1) ?? 1;
}

/** Charm prices: a shop whose list price ends in .99 (or .95) gets offers that end the same way. */
function charmOffset(listCents: number, step: number): number {
  if (step < 50) return 0;
  const cents = listCents % 100;
  return cents === 99 ? -1 : cents === 95 ? -5 : 0;
}

/** A bid this far below list (as a share of it) is a lowball: 1.5 rooms, and 10 points more than the walkaway at least. */
const lowballShare = (walkawayShare: number): number =>
  Math.max(1.5 * walkawayShare, walkawayShare + 0.1);

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Derived from the setup on every call, so nothing of it needs storing. */
export const termsOf = (setup: NegotiationSetup): Terms => {
  if (!(setup.listPrice > 0) || !Number.isFinite(setup.listPrice)) {
    throw new RangeError('listPrice must be a positive number');
  }
  const sign = setup.direction === 'up' ? -1 : 1;
  const listCents = Math.round(setup.listPrice * 100);
  const share =
    clamp(Number.isFinite(setup.walkawayPercentage) ? setup.walkawayPercentage : 0, 0, 100) / 100;
  const list = sign * listCents;
  const walkaway = Math.min(list, ceilCents(list - share * listCents));
  const room = list - walkaway;
  const hyper = effectiveHyperParameters(setup);
  const step = priceStep(listCents, room);
  const maxBids = Math.max(1, Math.floor(Number.isFinite(setup.maxBids) ? setup.maxBids : 1));
  const deadline =
    setup.algorithm.version === 'c_exponential'
      ? Math.min(maxBids, Math.max(1, Math.round(hyper.exp_max_bids)))
      : maxBids;
  const previous = setup.previous;
  const restart =
    previous && previous.rounds > 0 && Number.isFinite(previous.lastBotOffer)
      ? clamp(sign * Math.round(previous.lastBotOffer * 100), walkaway, list)
      : null;
  return {
    sign,
    list,
    walkaway,
    room,
    step,
    offset: sign * charmOffset(listCents, step),
    minStep: Math.max(step, Math.ceil(MIN_STEP_SHARE * room)),
    lowball: list - Math.round(lowballShare(share) * listCents),
    deepLowball: list - Math.round(2 * lowballShare(share) * listCents),
    deadline,
    hyper,
    quantity: Math.max(1, Number.isFinite(setup.quantity) ? setup.quantity : 1),
    restart,
  };
};

export const toValue = (terms: Terms, price: number): number =>
  terms.sign * Math.round(price * 100);
// Adding 0 turns −0 (a zero price bought back) into 0, which JSON would do anyway.
export const toPrice = (terms: Terms, value: number): number => (terms.sign * value) / 100 + 0;
export const totalOf = (terms: Terms, value: number): number =>
  Math.round(terms.sign * value * terms.quantity) / 100 + 0;

/** The share of the room a value gives away (0 at list, 1 at walkaway, more below it). */
export const concessionOf = (terms: Terms, value: number): number => {
  if (terms.room > 0) return (terms.list - value) / terms.room;
  return value >= terms.list ? 0 : Number.POSITIVE_INFINITY;
};

/** The value giving away this share of the room, rounded toward the bot. */
export const valueAt = (terms: Terms, concession: number): number =>
  ceilCents(terms.list - concession * terms.room);

/**
 * The offer the bot puts forward for a wanted value: never above its previous offer (no
 * retreat), snapped up to the shop's next price point below the previous offer; when none lies
 * between, a finer nice step that still moves, so that a wanted concession is not rounded away.
 * Snapping rounds toward the bot, so it never crosses a floor the wanted value respected.
 */
export const offerValue = (terms: Terms, wanted: number, previous: number): number => {
  const exact = Math.min(wanted, previous);
  if (exact >= previous) return previous;
  const point =
    Math.ceil((exact - terms.offset) / terms.step - EPSILON) * terms.step + terms.offset;
  if (point < previous) return point;
  for (const step of NICE_STEPS.filter((candidate) => candidate < terms.step).reverse()) {
    const nice = Math.ceil(exact / step - EPSILON) * step;
    if (nice < previous) return nice;
  }
  return exact;
};
