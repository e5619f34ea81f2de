import { randomUUID } from 'node:crypto';
import type { TShopperContext, TWidgetProduct } from '@parley/contract';
import { cyrb53, unitStream } from '@parley/engine';
import {
  populationOf,
  type ConcessionStyle,
  type Random,
  type ShopperProfile,
} from '@parley/simulator';
import { DAY_MS } from '../../lib/days';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-catalogue';
import type { DemoSubject, SimulatedVisit } from './simulated-port';

/**
 * Who visits the demo store and when: a fixed plan of simulated shoppers, drawn from one seed so
 * that every fresh start sees the same shoppers meet the same bot (see `chatIds`).
 * Slot k of the plan is the k-th negotiation in time; a shopper who restarts their chat takes the
 * following slots' places.
 */

/** Any fixed number: it makes the shoppers the same on every fresh start. */
const DEMO_SEED = 0x5eed_de70;

export const DEMO_HISTORY_DAYS = 60;
/** The plan ends this long before now, so every chat and checkout is over when it is shown. */
const PLAN_ENDS_BEFORE_NOW_MS = 3600 * 1000;
/** Traffic grows over the period: the last day sees this many times the first day's. */
const GROWTH = 1.6;
/**
 * Relative traffic per hour of the day (UTC, close to the store's London time): quiet nights,
 * a lunchtime bump and an evening peak, as online shops see.
 */
const HOURLY_TRAFFIC = [
  2, 1, 1, 1, 1, 2, 3, 5, 7, 8, 9, 10, 12, 11, 9, 9, 9, 10, 12, 14, 15, 13, 9, 5,
] as const;

/**
 * How shoppers bargain: mostly in good faith, with a share of the patterns the engine resists.
 * A few would pay the list price anyway and only try their luck; a few repeat one bid to wait
 * out the bot.
 */
const POPULATION_MIX: readonly { style: ConcessionStyle; weight: number }[] = [
  { style: 'conceder', weight: 28 },
  { style: 'split_the_difference', weight: 22 },
  { style: 'tit_for_tat', weight: 10 },
  { style: 'boulware', weight: 8 },
  { style: 'first_counter_taker', weight: 10 },
  { style: 'one_counter_leaver', weight: 10 },
  { style: 'lowball_repeater', weight: 6 },
  { style: 'chat_restarter', weight: 6 },
  { style: 'pays_list', weight: 6 },
  { style: 'stubborn_bidder', weight: 4 },
];

/**
 * Shares of shoppers: back after an earlier visit; arriving through the store's magic link;
 * negotiating their basket.
 */
const RETURNING_SHARE = 0.25;
const LINK_SHARE = 0.12;
const CART_SHARE = 0.1;
/** A returning shopper's earlier visit was one of this many visits before. */
const RETURN_WITHIN_SLOTS = 200;
const MAX_VISIT_NUMBER = 6;
const DWELL_SECONDS = { min: 15, max: 900 };
const EXIT_INTENT_SHARE = 0.15;
/**
 * Deals put in the basket and never bought: more than the simulator's default, as online baskets
 * go (and so that the demo shows some).
 */
const BASKET_ABANDONMENT_SHARE = 0.3;

const between = (random: Random, range: { min: number; max: number }) =>
  range.min + (range.max - range.min) * random();

/** `size` different items in random order (a partial Fisher–Yates shuffle). */
function sample<T>(random: Random, items: readonly T[], size: number): T[] {
  const left = [...items];
  const taken: T[] = [];
  while (taken.length < size && left.length > 0) {
    taken.push(...left.splice(Math.floor(random() * left.length), 1));
  }
  return taken;
}

function pickWeighted<T>(random: Random, items: readonly { weight: number; value: T }[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let left = random() * total;
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item.value;
  }
  return items.at(-1)!.value;
}

/**
 * When each of `count` negotiations starts, in order: over the last DEMO_HISTORY_DAYS days,
 * more in shop hours and more as the weeks go by (rejection sampling of both shapes).
 */
export function demoSchedule(count: number, now: Date): Date[] {
  const random = unitStream(DEMO_SEED);
  const end = now.getTime() - PLAN_ENDS_BEFORE_NOW_MS;
  const start = now.getTime() - DEMO_HISTORY_DAYS * DAY_MS;
  const busiestHour = Math.max(...HOURLY_TRAFFIC);
  const starts: number[] = [];
  while (starts.length < count) {
    const at = start + (end - start) * random();
    const growth = (1 + (GROWTH - 1) * ((at - start) / (end - start))) / GROWTH;
    const hour = HOURLY_TRAFFIC[new Date(at).getUTCHours()] ?? 0;
    if (random() < growth * (hour / busiestHour)) starts.push(at);
  }
  return starts.sort((a, b) => a - b).map((at) => new Date(at));
}

export interface DemoShopper {
  profile: ShopperProfile;
  listPrice: number;
  visit: SimulatedVisit;
  /** The shopper's own draws: their messages and their pace. */
  random: Random;
  /** Names the shopper's chats, one after another (see `chatIds`). */
  nextSessionId: () => string;
}

/**
 * The session ids of one slot's chats. The bot's draws follow an id's first 32 bits (the widget's
 * seedOf), so those come from the plan and every fresh start's bot answers as the last one did;
 * the other 90 random bits keep the ids unique. Each is a well-formed version 4 UUID.
 */
export function chatIds(slot: number): () => string {
  let chat = 0;
  return () => {
    const seed = cyrb53(`demo chat ${slot} ${chat}`, DEMO_SEED) % 2 ** 32;
    chat += 1;
    return `${seed.toString(16).padStart(8, '0')}${randomUUID().slice(8)}`;
  };
}

const widgetProduct = (product: DemoProduct, pageUrl: string): TWidgetProduct => ({
  retailer_product_id: product.retailerProductId,
  name: product.name,
  url: `${pageUrl}#${product.retailerProductId.toLowerCase()}`,
  price: product.price,
  quantity: 1,
  categories: [product.category],
});

function subjectOf(random: Random, pageUrl: string): { subject: DemoSubject; listPrice: number } {
  if (random() >= CART_SHARE) {
    const [product] = sample(random, DEMO_PRODUCTS, 1);
    if (!product) throw new Error('the demo catalogue is empty');
    return { subject: { product: widgetProduct(product, pageUrl) }, listPrice: product.price };
  }
  const size = 2 + Math.floor(random() * (DEMO_PRODUCTS.length - 1));
  const items = sample(random, DEMO_PRODUCTS, size).map(({ retailerProductId, name, price }) => ({
    retailer_product_id: retailerProductId,
    name,
    price,
    quantity: 1,
  }));
  const listPrice = items.reduce((sum, item) => sum + item.price, 0);
  return { subject: { cart: { items } }, listPrice };
}

/**
 * The shoppers of the plan, by slot. A returning shopper keeps the id of a recent earlier one, as
 * their browser would; the rest get ids of their own.
 */
export class DemoShoppers {
  private ids = new Map<number, string>();

  constructor(
    /** The demo store's page, which the simulated shoppers browse. */
    private readonly pageUrl: string,
    /** The store's magic-link code, for the shoppers who arrive through it. */
    private readonly linkCode: string | null,
  ) {}

  /** Who the shopper of a slot is: drawn from a stream of its own, so any slot can be asked. */
  private identity(slot: number): { id: string; returning: boolean } {
    const random = unitStream(cyrb53(`demo visitor ${slot}`, DEMO_SEED));
    const returning = slot > 0 && random() < RETURNING_SHARE;
    const earlier = slot - 1 - Math.floor(random() * Math.min(slot, RETURN_WITHIN_SLOTS));
    let id = this.ids.get(slot);
    if (!id) {
      id = returning ? this.identity(earlier).id : `demo-shopper-${String(slot).padStart(6, '0')}`;
      this.ids.set(slot, id);
    }
    return { id, returning };
  }

  shopper(slot: number): DemoShopper {
    const random = unitStream(cyrb53(`demo shopper ${slot}`, DEMO_SEED));
    const { id, returning } = this.identity(slot);
    const mix = POPULATION_MIX.map(({ style, weight }) => ({ weight, value: style }));
    const profile = {
      ...populationOf(pickWeighted(random, mix)).sample(random),
      buysAfterBasket: random() >= BASKET_ABANDONMENT_SHARE,
    };
    const { subject, listPrice } = subjectOf(random, this.pageUrl);
    const link = this.linkCode !== null && random() < LINK_SHARE ? this.linkCode : null;
    const context: TShopperContext = {
      shopper_id: id,
      visit_number: returning ? 2 + Math.floor(random() * (MAX_VISIT_NUMBER - 1)) : 1,
      dwell_seconds: Math.round(between(random, DWELL_SECONDS)),
      exit_intent: random() < EXIT_INTENT_SHARE,
      language: 'en-GB',
      page_url: this.pageUrl,
      ...(link ? { magic_link: link } : {}),
    };
    return {
      profile,
      listPrice,
      random,
      visit: { subject, context, currency: 'GBP' },
      nextSessionId: chatIds(slot),
    };
  }
}
