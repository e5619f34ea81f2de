import { setMaxListeners } from 'node:events';
import { seededRandom } from '../seeded-random';
import type { LatencyLog } from '../widget-turns/latency-log';
import { shopperLoop } from '../widget-turns/shoppers';
import { WidgetClient } from '../widget-turns/widget-client';
import { ThinkTime } from './think-time';

export interface ShopperSettings {
  count: number;
  /** Each pause before a call is drawn evenly between these (ms). */
  thinkMs: [number, number];
}

/**
 * Shopper `index`'s own address, passed as the proxy in front of the server would
 * (X-Forwarded-For, TRUST_PROXY=true): each shopper is a person on a connection of their own,
 * so the per-address limit meets each alone, as it does in production behind nginx.
 */
export const shopperAddress = (index: number) =>
  `10.64.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/**
 * `count` shoppers negotiating through the widget API until `stop`: each is widget-turns' shopper
 * loop (a population's shopper per parley: open, talk, accept or walk away, basket, purchase, then
 * a new parley) on a keep-alive connection of its own, with the store page's Origin, pausing to
 * think before every call.
 */
export function startShoppers(
  target: { port: number; apiKey: string; origin: string },
  log: LatencyLog,
  settings: ShopperSettings,
) {
  const thinking = new AbortController();
  // Every shopper's pause listens to this one signal: that many listeners is no leak.
  setMaxListeners(settings.count + 10, thinking.signal);
  const clients = Array.from(
    { length: settings.count },
    (_, index) =>
      new WidgetClient(target.port, target.apiKey, 1, log, {
        origin: target.origin,
        'x-forwarded-for': shopperAddress(index),
      }),
  );
  const [low, high] = settings.thinkMs;
  const running = Promise.all(
    clients.map((client, index) => {
      // Seeds apart from the shopper loop's own (index × 100,000 + round + 1).
      const thinkTime = new ThinkTime(seededRandom(-(index + 1)), low, high, thinking.signal);
      return shopperLoop(client, log, index, thinkTime);
    }),
  );
  return {
    /** No call is sent after this; the calls in flight are answered and timed. */
    async stop() {
      for (const client of clients) client.stop();
      thinking.abort();
      await running;
      for (const client of clients) client.close();
    },
  };
}
