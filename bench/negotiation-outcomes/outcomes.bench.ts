/**
 * Negotiation outcomes: each strategy and objective against each shopper population, beside the
 * baselines "list price only" and "a fixed 5 / 10 / 16 % discount pop-up", on the same shoppers.
 * Run: `npm run bench:outcomes -w @parley/bench` (BENCH_SHOPPERS per cell, default 400).
 */
import {
  ALGORITHM_VERSIONS,
  NEGOTIATION_OBJECTIVES,
  type TAlgorithmVersion,
  type TNegotiationObjective,
} from '@parley/contract';
import { defaultHyperParameters, type ConversationSetup } from '@parley/engine';
import { seededRandom } from '../seeded-random';
import { POPULATIONS, driveShopper, type Population, type ShopperProfile } from '@parley/simulator';
import { InProcessPort } from './in-process-port';
import { emptyTally, record, summarise, type Summary, type Tally } from './tally';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 400);
/** List prices drawn per shopper: an everyday item to a considered purchase. */
const PRICES = [24, 65, 180, 420];
/** Cost of goods as a share of list, for the margin column. */
const COST_SHARE = 0.6;
const WALKAWAY_PERCENTAGE = 16;

interface Shopper {
  profile: ShopperProfile;
  listPrice: number;
  seed: number;
}

function shoppersOf(population: Population): Shopper[] {
  return Array.from({ length: SHOPPERS }, (_, index) => {
    // The same seed per index in every population: the same shopper, bargaining another way.
    const random = seededRandom(index * 7919 + 1);
    return {
      profile: population.sample(random),
      listPrice: PRICES[index % PRICES.length] ?? 100,
      seed: index + 1,
    };
  });
}

function setupFor(
  version: TAlgorithmVersion,
  objective: TNegotiationObjective,
  shopper: Shopper,
  previous: ConversationSetup['previous'],
  chat: number,
): ConversationSetup {
  return {
    language: 'en-GB',
    currency: 'GBP',
    currencySymbol: '£',
    negotiationType: 'product',
    direction: 'down',
    subject: 'Waxed jacket',
    listPrice: shopper.listPrice,
    quantity: 1,
    objective,
    walkawayPercentage: WALKAWAY_PERCENTAGE,
    targetDiscountPercentage: objective === 'none' ? 10 : null,
    algorithm: { version, hyperParameters: defaultHyperParameters(version) },
    maxBids: 5,
    askQuantityFirst: false,
    freeShippingIncluded: false,
    addons: [],
    recoveredParleysActive: true,
    termsUrl: null,
    previous,
    seed: shopper.seed * 31 + chat,
  };
}

async function negotiate(
  version: TAlgorithmVersion,
  objective: TNegotiationObjective,
  shoppers: Shopper[],
): Promise<Tally> {
  const tally = emptyTally();
  for (const shopper of shoppers) {
    let chats = 0;
    const port = new InProcessPort((previous) => {
      chats += 1;
      return setupFor(version, objective, shopper, previous, chats);
    });
    const result = await driveShopper(
      port,
      shopper.profile,
      shopper.listPrice,
      seededRandom(shopper.seed),
      () => `B-${shopper.seed}`,
    );
    const bought = result.outcome === 'purchased' ? result.dealPrice : null;
    record(tally, shopper.listPrice, COST_SHARE, {
      deal: result.dealPrice !== null,
      price: result.dealPrice,
      paid: bought,
      rounds: result.rounds,
    });
  }
  return tally;
}

/** A fixed price for everyone: bought when the shopper values it at least that much. */
function fixedPrice(discount: number, shoppers: Shopper[]): Tally {
  const tally = emptyTally();
  for (const { profile, listPrice } of shoppers) {
    const price = listPrice * (1 - discount);
    const deal = profile.reservationShare * listPrice >= price;
    const buys = deal && profile.checksOut && profile.buysAfterBasket;
    record(tally, listPrice, COST_SHARE, {
      deal,
      price: deal ? price : null,
      paid: buys ? price : null,
      rounds: 0,
    });
  }
  return tally;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const money = (value: number) => value.toFixed(2);

function row(label: string, population: string, summary: Summary): string {
  return `| ${label} | ${population} | ${percent(summary.dealRate)} | ${percent(summary.avgDiscount)} | ${money(summary.revenuePerShopper)} | ${money(summary.marginPerShopper)} | ${summary.avgRounds.toFixed(2)} |`;
}

const objectives = NEGOTIATION_OBJECTIVES.filter((objective) => objective !== 'none');
const lines = [
  '| strategy | population | deal rate | avg discount | revenue / shopper | margin / shopper | rounds to agreement |',
  '| --- | --- | --- | --- | --- | --- | --- |',
];
const dealPrices = new Map<string, number>();

for (const population of POPULATIONS) {
  const shoppers = shoppersOf(population);
  lines.push(row('list price only', population.name, summarise(fixedPrice(0, shoppers))));
  for (const discount of [0.05, 0.1, 0.16]) {
    lines.push(
      row(
        `fixed ${discount * 100}% pop-up`,
        population.name,
        summarise(fixedPrice(discount, shoppers)),
      ),
    );
  }
  for (const version of ALGORITHM_VERSIONS) {
    for (const objective of objectives) {
      const summary = summarise(await negotiate(version, objective, shoppers));
      dealPrices.set(`${version}/${objective}/${population.style}`, summary.avgPriceShare);
      lines.push(row(`${version} · ${objective}`, population.name, summary));
    }
  }
}

const gaps = [
  '| strategy | lowball repeaters vs conceders | chat restarters vs conceders |',
  '| --- | --- | --- |',
];
for (const version of ALGORITHM_VERSIONS) {
  for (const objective of objectives) {
    const key = (style: string) => dealPrices.get(`${version}/${objective}/${style}`) ?? NaN;
    const honest = key('conceder');
    gaps.push(
      `| ${version} · ${objective} | ${percent(honest - key('lowball_repeater'))} | ${percent(honest - key('chat_restarter'))} |`,
    );
  }
}

process.stdout.write(
  `Negotiation outcomes: ${SHOPPERS} shoppers per population, list prices ${PRICES.join(', ')}, cost ${COST_SHARE * 100}% of list, walkaway ${WALKAWAY_PERCENTAGE}%.\n\n${lines.join('\n')}\n\nPrice gap (average deal price as a share of list, honest conceders minus gamers; positive means gaming paid):\n\n${gaps.join('\n')}\n`,
);
