import type { TWidgetProduct } from '@parley/contract';
import { POPULATIONS, driveShopper } from '@parley/simulator';
import { DEMO_PRODUCTS } from '../../apps/server/src/modules/seed/demo-catalogue';
import { pick, seededRandom } from '../seeded-random';
import { HttpPort } from './http-port';
import { Pacer } from './pacer';
import type { LatencyLog } from './latency-log';
import { Refused, Stopped, type WidgetClient } from './widget-client';

/** A bound on any one shopper's negotiations, far above what a run of seconds can reach. */
const MAX_NEGOTIATIONS_PER_SHOPPER = 100_000;

const PRODUCTS: TWidgetProduct[] = DEMO_PRODUCTS.map((product) => ({
  retailer_product_id: product.retailerProductId,
  name: product.name,
  price: product.price,
  quantity: 1,
  categories: [product.category],
}));

/**
 * One simulated shopper after another, one request at a time: each negotiates one of the demo
 * store's products as a shopper of the next population would, until the client stops.
 * A failed call ends that negotiation (the log has it, and fails the run); the next one starts.
 */
export async function shopperLoop(
  client: WidgetClient,
  log: LatencyLog,
  index: number,
  pacer: Pick<Pacer, 'wait'>,
) {
  for (let round = 0; round < MAX_NEGOTIATIONS_PER_SHOPPER; round += 1) {
    const random = seededRandom(index * MAX_NEGOTIATIONS_PER_SHOPPER + round + 1);
    const population = POPULATIONS[(index + round) % POPULATIONS.length];
    if (!population) throw new Error('no shopper populations');
    const product = pick(random, PRODUCTS);
    const port = new HttpPort(client, pacer, `bench-${index}-${round}`, product);
    const orderNumber = () => `BENCH-${index}-${round}`;
    try {
      const result = await driveShopper(
        port,
        population.sample(random),
        product.price,
        random,
        orderNumber,
      );
      log.finish(result.outcome);
    } catch (error) {
      if (error instanceof Stopped) return;
      if (!(error instanceof Refused)) throw error;
      log.finish('failed');
    }
  }
}

/** `count` shoppers at once, each sending at most a request every `intervalMs`, until stopped. */
export async function runShoppers(
  client: WidgetClient,
  log: LatencyLog,
  count: number,
  intervalMs: number,
) {
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      shopperLoop(client, log, index, new Pacer(intervalMs, index / count)),
    ),
  );
}
