import fc from 'fast-check';
import {
  ALGORITHM_VERSIONS,
  HYPER_PARAMETER_BOUNDS,
  HYPER_PARAMETER_NAMES,
  NEGOTIATION_DIRECTIONS,
  NEGOTIATION_OBJECTIVES,
  type TAlgorithmVersion,
  type THyperParameters,
} from '@parley/contract';
import { defaultHyperParameters } from '../../src/algorithm-defaults';
import { acceptOffer, respondToBid, startNegotiation } from '../../src/negotiation/negotiation';
import type {
  NegotiationDecision,
  NegotiationSetup,
  NegotiationState,
} from '../../src/negotiation/types';

/** Shared by the negotiation tests: a plain setup, a player for bid scripts, and generators. */

export const setupOf = (overrides: Partial<NegotiationSetup> = {}): NegotiationSetup => {
  const version: TAlgorithmVersion = overrides.algorithm?.version ?? 'a_baseline';
  return {
    listPrice: 100,
    quantity: 1,
    direction: 'down',
    objective: 'balance_performance',
    walkawayPercentage: 16,
    targetDiscountPercentage: null,
    algorithm: { version, hyperParameters: defaultHyperParameters(version) },
    maxBids: 5,
    previous: null,
    seed: 42,
    ...overrides,
  };
};

export const withVersion = (
  version: TAlgorithmVersion,
  overrides: Partial<NegotiationSetup> = {},
  hyper: Partial<THyperParameters> = {},
): NegotiationSetup =>
  setupOf({
    ...overrides,
    algorithm: { version, hyperParameters: { ...defaultHyperParameters(version), ...hyper } },
  });

/** A shopper turn: an amount, a stall (null), or pressing Accept on the bot's offer. */
export type Move = number | null | 'accept';

export interface Played {
  state: NegotiationState;
  decisions: NegotiationDecision[];
  /** Every state, the opening one first. */
  states: NegotiationState[];
}

/** Plays the moves until the negotiation is over or the moves run out. */
export const play = (setup: NegotiationSetup, moves: readonly Move[]): Played => {
  let state = startNegotiation(setup);
  const decisions: NegotiationDecision[] = [];
  const states = [state];
  for (const move of moves) {
    if (state.phase === 'deal' || state.phase === 'ended') break;
    const turn = move === 'accept' ? acceptOffer(setup, state) : respondToBid(setup, state, move);
    state = turn.state;
    decisions.push(turn.decision);
    states.push(state);
  }
  return { state, decisions, states };
};

/** What the shopper walks away with: the deal, or the offer still on the table. */
export const outcomeOf = (state: NegotiationState): number => state.dealPrice ?? state.offer;

const hyperParameters = fc.record(
  Object.fromEntries(
    HYPER_PARAMETER_NAMES.map((name) => {
      const [min, max] = HYPER_PARAMETER_BOUNDS[name];
      return [name, fc.double({ min, max, noNaN: true })];
    }),
  ) as Record<keyof THyperParameters, fc.Arbitrary<number>>,
);

/** Any rule the console can save, and some it cannot (hyper-parameters within bounds only). */
export const setups: fc.Arbitrary<NegotiationSetup> = fc
  .record({
    version: fc.constantFrom(...ALGORITHM_VERSIONS),
    hyper: fc.option(hyperParameters, { nil: undefined, freq: 3 }),
    objective: fc.constantFrom(...NEGOTIATION_OBJECTIVES),
    walkaway: fc.oneof(
      fc.integer({ min: 0, max: 100 }),
      fc.double({ min: 0, max: 100, noNaN: true }),
    ),
    target: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    listCents: fc.oneof(
      fc.integer({ min: 1, max: 100_000 }),
      fc.integer({ min: 1, max: 1_000_000_000 }),
    ),
    quantity: fc.integer({ min: 1, max: 5 }),
    maxBids: fc.integer({ min: 1, max: 12 }),
    direction: fc.constantFrom(...NEGOTIATION_DIRECTIONS),
    seed: fc.integer(),
  })
  .map(({ version, hyper, walkaway, target, listCents, ...rest }) =>
    setupOf({
      ...rest,
      listPrice: listCents / 100,
      walkawayPercentage: walkaway,
      targetDiscountPercentage: target === null ? null : target * walkaway,
      algorithm: { version, hyperParameters: hyper ?? defaultHyperParameters(version) },
    }),
  );

/**
 * Rules as retailers set them: every version and objective with its default hyper-parameters,
 * a threshold of 5–40 % and a bid limit of 2–12. The anti-gaming guarantees are stated for these;
 * the guard rails (bounds, no retreat) hold for any rule (`setups`).
 */
export const defaultSetups: fc.Arbitrary<NegotiationSetup> = fc
  .record({
    version: fc.constantFrom(...ALGORITHM_VERSIONS),
    objective: fc.constantFrom(...NEGOTIATION_OBJECTIVES),
    walkaway: fc.integer({ min: 5, max: 40 }),
    listCents: fc.integer({ min: 500, max: 1_000_000 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    maxBids: fc.integer({ min: 2, max: 12 }),
    direction: fc.constantFrom(...NEGOTIATION_DIRECTIONS),
    seed: fc.integer(),
  })
  .map(({ version, walkaway, listCents, objective, ...rest }) =>
    setupOf({
      ...rest,
      objective,
      listPrice: listCents / 100,
      walkawayPercentage: walkaway,
      targetDiscountPercentage: objective === 'none' ? walkaway / 2 : null,
      algorithm: { version, hyperParameters: defaultHyperParameters(version) },
    }),
  );

/**
 * A bid as a share of list given away (negative: above list), as a multiple of the walkaway share
 * (so every zone comes up whatever the rule), or a few cents either side of the walkaway.
 */
type BidSpec =
  | { kind: 'stall' }
  | { kind: 'share'; share: number }
  | { kind: 'rooms'; rooms: number }
  | { kind: 'walkaway'; cents: number };

const bidSpecs: fc.Arbitrary<BidSpec> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'stall' as const }), weight: 1 },
  {
    arbitrary: fc
      .double({ min: -0.3, max: 1.2, noNaN: true })
      .map((share) => ({ kind: 'share' as const, share })),
    weight: 2,
  },
  {
    arbitrary: fc
      .double({ min: -0.3, max: 3, noNaN: true })
      .map((rooms) => ({ kind: 'rooms' as const, rooms })),
    weight: 5,
  },
  {
    arbitrary: fc
      .integer({ min: -300, max: 300 })
      .map((cents) => ({ kind: 'walkaway' as const, cents })),
    weight: 2,
  },
);

const toBid = (setup: NegotiationSetup, spec: BidSpec): number | null => {
  if (spec.kind === 'stall') return null;
  const sign = setup.direction === 'up' ? -1 : 1;
  const walkawayShare = setup.walkawayPercentage / 100;
  const share =
    spec.kind === 'share'
      ? spec.share
      : spec.kind === 'rooms'
        ? spec.rooms * walkawayShare
        : walkawayShare;
  const offset = spec.kind === 'walkaway' ? spec.cents : 0;
  return Math.max(0, Math.round(setup.listPrice * 100 * (1 - sign * share)) + offset) / 100;
};

/** A hard bargainer: mostly at or below the walkaway, where penalties shrink the reach. */
const hardBidSpecs: fc.Arbitrary<BidSpec> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'stall' as const }), weight: 1 },
  {
    arbitrary: fc
      .double({ min: 0.8, max: 3.5, noNaN: true })
      .map((rooms) => ({ kind: 'rooms' as const, rooms })),
    weight: 6,
  },
);

export const bidScripts = (setup: NegotiationSetup, maxLength = 16) =>
  fc
    .oneof(fc.array(bidSpecs, { maxLength }), fc.array(hardBidSpecs, { maxLength }))
    .map((specs) => specs.map((spec) => toBid(setup, spec)));

/**
 * A setup drawn from `from`, with what `draws` makes for that very setup beside it:
 * `{ setup, ...draws(setup) }`.
 */
export const withSetupOf = <T extends object>(
  from: fc.Arbitrary<NegotiationSetup>,
  draws: (setup: NegotiationSetup) => { [K in keyof T]: fc.Arbitrary<T[K]> },
): fc.Arbitrary<{ setup: NegotiationSetup } & T> =>
  from.chain((setup) => fc.record<T>(draws(setup)).map((drawn) => ({ setup, ...drawn })));

/** A setup and a script of shopper bids for it. */
export const negotiations = (maxLength = 16) =>
  setups.chain((setup) => bidScripts(setup, maxLength).map((bids) => ({ setup, bids })));

/** The deepest lowball of a setup: nothing when selling, ten times list when buying back. */
export const lowballFor = (setup: NegotiationSetup): number =>
  setup.direction === 'up' ? setup.listPrice * 10 : 0;
