import type { TAlgorithmVersion, TNegotiationObjective } from '@parley/contract';
import {
  defaultHyperParameters,
  negotiationTerms,
  type ConversationSetup,
  type NegotiationSetup,
} from '@parley/engine';
import { driveShopper, type NegotiationPort, type NegotiationResult } from '@parley/simulator';
import { seededRandom } from '../seeded-random';
import { InProcessPort, type Readings } from './in-process-port';
import { NumbersPort, type GuardRails } from './numbers-port';
import { emptyTally, record, type Tally } from './tally';
import type { Shopper } from './traffic';
import { PostedOfferPort } from './posted-offer-port';

/** The retailer's terms every arm of a run works under. */
export interface Settings {
  walkawayPercentage: number;
  /** Cost of goods as a share of list, for the margin. */
  costShare: number;
  /** The rule's gift with purchase, as shares of list: its stated value and its cost. */
  gift: { value: number; cost: number } | null;
}

export interface Engine {
  version: TAlgorithmVersion;
  objective: TNegotiationObjective;
}

const purchased = (result: NegotiationResult) => result.outcome === 'purchased';
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A fixed price for everyone: bought when the shopper values it at least that much. */
export function popUp(discount: number, shoppers: readonly Shopper[], settings: Settings): Tally {
  const tally = emptyTally();
  for (const { profile, listPrice } of shoppers) {
    const price = cents(listPrice * (1 - discount));
    const deal = profile.reservationShare * listPrice >= price;
    record(tally, settings.costShare, {
      listPrice,
      price: deal ? price : null,
      purchased: deal && profile.checksOut && profile.buysAfterBasket,
      turns: 0,
      giftCost: 0,
    });
  }
  return tally;
}

/** The bound: every shopper charged what they would pay, capped at list, never below walkaway. */
export function oracle(shoppers: readonly Shopper[], settings: Settings): Tally {
  const tally = emptyTally();
  for (const { profile, listPrice } of shoppers) {
    const walkaway = listPrice * (1 - settings.walkawayPercentage / 100);
    const reservation = profile.reservationShare * listPrice;
    const deal = reservation >= walkaway;
    record(tally, settings.costShare, {
      listPrice,
      price: deal ? Math.min(listPrice, reservation) : null,
      purchased: deal && profile.checksOut && profile.buysAfterBasket,
      turns: 0,
      giftCost: 0,
    });
  }
  return tally;
}

async function play(
  shoppers: readonly Shopper[],
  settings: Settings,
  portFor: (shopper: Shopper) => NegotiationPort & { giftGiven?: boolean },
): Promise<Tally> {
  const tally = emptyTally();
  for (const shopper of shoppers) {
    const port = portFor(shopper);
    const result = await driveShopper(
      port,
      shopper.profile,
      shopper.listPrice,
      seededRandom(shopper.seed),
      () => `B-${shopper.seed}`,
      shopper.seed,
    );
    const giftCost = port.giftGiven && settings.gift ? settings.gift.cost * shopper.listPrice : 0;
    record(tally, settings.costShare, {
      listPrice: shopper.listPrice,
      price: result.dealPrice,
      purchased: purchased(result),
      turns: result.rounds,
      giftCost,
    });
  }
  return tally;
}

/** The accept-at-walkaway rule for one shopper's list price (any rule gives the same walkaway). */
export const walkawayRuleFor = (settings: Settings) => (listPrice: number) => {
  const walkaway = negotiationTerms(negotiationSetup(engineDefault, listPrice, settings, null, 1));
  return new PostedOfferPort(listPrice, walkaway.walkawayPrice);
};

export const walkawayRule = (shoppers: readonly Shopper[], settings: Settings) =>
  play(shoppers, settings, ({ listPrice }) => walkawayRuleFor(settings)(listPrice));

/** The clairvoyant: a final offer at each shopper's own reservation (posted-offer-port.ts). */
export const clairvoyant = (shoppers: readonly Shopper[], settings: Settings) =>
  play(shoppers, settings, ({ listPrice, profile }) => {
    const { walkawayPrice } = negotiationTerms(
      negotiationSetup(engineDefault, listPrice, settings, null, 1),
    );
    const reservation = profile.reservationShare * listPrice;
    return new PostedOfferPort(
      listPrice,
      Math.max(walkawayPrice, Math.min(listPrice, reservation)),
    );
  });

const engineDefault: Engine = { version: 'b_tit_for_tat', objective: 'balance_performance' };

export function negotiationSetup(
  engine: Engine,
  listPrice: number,
  settings: Settings,
  previous: NegotiationSetup['previous'],
  seed: number,
): NegotiationSetup {
  const hyperParameters = defaultHyperParameters(engine.version);
  return {
    listPrice,
    quantity: 1,
    direction: 'down',
    objective: engine.objective,
    walkawayPercentage: settings.walkawayPercentage,
    targetDiscountPercentage: null,
    algorithm: { version: engine.version, hyperParameters },
    maxBids: Math.round(hyperParameters.exp_max_bids),
    previous,
    giftCost: settings.gift ? cents(settings.gift.cost * listPrice) : null,
    seed,
  };
}

/**
 * The setups of one shopper's chats in turn: each chat (a restart included) gets a seed of its
 * own, derived from the shopper's, so every arm replays the same chats.
 */
function shopperChats(engine: Engine, shopper: Shopper, settings: Settings) {
  let chats = 0;
  return (previous: NegotiationSetup['previous']): NegotiationSetup => {
    chats += 1;
    return negotiationSetup(
      engine,
      shopper.listPrice,
      settings,
      previous,
      shopper.seed * 31 + chats,
    );
  };
}

/** The strategy alone, on the amounts the shoppers mean. */
export const engineOnNumbers = (
  engine: Engine,
  shoppers: readonly Shopper[],
  settings: Settings,
  rails: GuardRails,
) =>
  play(
    shoppers,
    settings,
    (shopper) =>
      new NumbersPort(
        shopperChats(engine, shopper, settings),
        rails,
        settings.gift ? settings.gift.value * shopper.listPrice : 0,
      ),
  );

const CURRENCY = {
  'en-GB': { currency: 'GBP', currencySymbol: '£' },
  fr: { currency: 'EUR', currencySymbol: '€' },
  de: { currency: 'EUR', currencySymbol: '€' },
  es: { currency: 'EUR', currencySymbol: '€' },
} as const;

/** The whole conversation layer: what the shoppers write, read by the bot. */
export const engineOnText = (
  engine: Engine,
  shoppers: readonly Shopper[],
  settings: Settings,
  readings: Readings,
) =>
  play(shoppers, settings, (shopper) => {
    const nextChat = shopperChats(engine, shopper, settings);
    const { language } = shopper.profile;
    return new InProcessPort((previous): ConversationSetup => {
      const setup = nextChat(previous);
      const gift = settings.gift;
      return {
        ...setup,
        language,
        ...CURRENCY[language],
        negotiationType: 'product',
        direction: 'down',
        subject: 'Waxed jacket',
        askQuantityFirst: false,
        freeShippingIncluded: false,
        addons: gift
          ? [
              {
                addonItemId: 'bench-gift',
                type: 'sweetener',
                name: 'Leather care kit',
                shortDescription: 'Keeps the leather supple',
                displayValue: cents(gift.value * shopper.listPrice),
                syntheticValue: cents(gift.cost * shopper.listPrice),
              },
            ]
          : [],
        recoveredParleysActive: true,
        termsUrl: null,
      };
    }, readings);
  });
