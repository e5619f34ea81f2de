/** Seeded chats shared by the tests. */

import type { Random } from '../random';
import { bidText, type Said, type ShopperLanguage } from './index';
import { pick } from './pick';

/** mulberry32: a small seeded generator, so every case replays. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** Chats built to reach every form: halfway points, fractions, round amounts off, whole notes. */
function reachingScene(random: Random, language: ShopperLanguage) {
  const from = <T>(items: readonly T[]) => pick(random, items);
  const listPrice = from([8, 12, 45, 120, 640, 1250, 4800]);
  const botOffer = random() < 0.3 ? listPrice : round2(listPrice * (0.75 + 0.25 * random()));
  const lastBid = random() < 0.5 ? null : round2(botOffer * (0.5 + 0.4 * random()));
  const wanted = from([
    lastBid === null ? listPrice * 0.6 : (botOffer + lastBid) / 2,
    listPrice * from([1 / 2, 2 / 3, 3 / 4]),
    botOffer - from([0.5, 5, 10, 20, 50]),
    from([5, 10, 20, 50, 100, 2000, 3000]),
    listPrice * (0.4 + 0.55 * random()),
  ]);
  const currency = language === 'en-GB' ? ('GBP' as const) : ('EUR' as const);
  return { context: { language, currency, listPrice, botOffer, lastBid }, wanted };
}

/** Many bids in `language` over chats that reach every form, the same on every run. */
export function manyBids(language: ShopperLanguage, count = 8000): Said[] {
  const random = seeded(language.length * 7919);
  return Array.from({ length: count }, () => {
    const { context, wanted } = reachingScene(random, language);
    return bidText(random, wanted, context, { chattiness: 0.2 });
  });
}
