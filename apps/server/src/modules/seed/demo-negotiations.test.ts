import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_RESTARTS } from '@parley/simulator';
import { createTestApp } from '../../../test/test-app';
import {
  addonItems,
  billingEventSessions,
  billingEvents,
  billingSchemes,
  campaigns,
  purchases,
  sales,
  sessionMessages,
  sessions,
  users,
} from '../../db/schema';
import { ensureBotTester } from '../bot-test/bot-tester';
import { DAY_MS } from '../../lib/days';
import { fillDemoNegotiations, requestPendingDemoFill } from './demo-negotiations';
import { chatIds, DEMO_HISTORY_DAYS } from './demo-shoppers';
import { findPendingDemoFill } from './repository';
import { seedDemoData } from './service';

const COUNT = 40;

const t = await createTestApp({ DEMO_NEGOTIATIONS: String(COUNT) });
afterAll(() => t.close());

async function demoStoreId() {
  const [demo] = await t.db.select().from(users).where(eq(users.email, t.config.demoEmail));
  return demo!.retailerId!;
}

describe('demo negotiations', () => {
  it('fill the demo store alone, through the widget services, over the last weeks', async () => {
    const other = await t.createRetailer();
    const botTester = await ensureBotTester(t.deps);
    await seedDemoData(t.deps, { simulateNegotiations: true });
    expect(await findPendingDemoFill(t.db)).not.toBeNull();
    // Asked for by two starts: one job, run once.
    await requestPendingDemoFill(t.deps);
    await requestPendingDemoFill(t.deps);
    await t.deps.jobs.runDue();
    expect(await findPendingDemoFill(t.db)).toBeNull();

    const demoId = await demoStoreId();
    const rows = await t.db.select().from(sessions);
    // A chat restarter's last shopper may open a chat or two beyond the count.
    expect(rows.length).toBeGreaterThanOrEqual(COUNT);
    expect(rows.length).toBeLessThanOrEqual(COUNT + MAX_RESTARTS);
    const stores = new Set(rows.map((row) => row.retailerId));
    expect([...stores]).toEqual([demoId]);
    expect(stores.has(other.id) || stores.has(botTester.retailer.id)).toBe(false);

    // Dated over the last weeks, by the simulated clocks, none in the future.
    const now = t.clock.now().getTime();
    const since = now - DEMO_HISTORY_DAYS * DAY_MS;
    const starts = rows.map((row) => row.createdAt.getTime());
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(since);
    expect(Math.max(...starts) - Math.min(...starts)).toBeGreaterThan(
      (DEMO_HISTORY_DAYS / 2) * DAY_MS,
    );
    for (const row of rows) {
      expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      expect(row.updatedAt.getTime()).toBeLessThan(now);
      if (row.endedAt) expect(row.endedAt.getTime()).toBeLessThanOrEqual(row.updatedAt.getTime());
    }

    // Every negotiation has its chat, each message dated within it.
    const messages = await t.db.select().from(sessionMessages);
    for (const row of rows) {
      const chat = messages.filter((message) => message.sessionId === row.id);
      const opening = chat.find((message) => message.position === 0);
      expect(opening?.createdAt).toEqual(row.createdAt);
      for (const message of chat) {
        expect(message.createdAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
        expect(message.createdAt.getTime()).toBeLessThanOrEqual(row.updatedAt.getTime());
      }
    }
    expect(rows.some((row) => row.negotiationType === 'cart')).toBe(true);
    expect(rows.some((row) => row.isReturningUser)).toBe(true);
    const [link] = await t.db.select().from(campaigns).where(eq(campaigns.retailerId, demoId));
    const linked = rows.filter((row) => row.campaignId === link!.id);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.length).toBeLessThan(rows.length);

    // Sold: through the basket and checkout, with an order number, a purchase and a sale.
    const withStatus = (status: string) => rows.filter((row) => row.summaryStatus === status);
    const sold = withStatus('sold');
    expect(sold.length).toBeGreaterThan(0);
    const bought = await t.db.select().from(purchases);
    const reported = await t.db.select().from(sales);
    expect(bought.map((purchase) => purchase.sessionId).sort()).toEqual(
      sold.map((row) => row.id).sort(),
    );
    for (const row of sold) {
      expect(row.retailerOrderNumber).toMatch(/^DS-\d{6}$/);
      expect(row.priceTokenRedeemedAt).not.toBeNull();
      const purchase = bought.find((entry) => entry.sessionId === row.id)!;
      expect(purchase.orderNumber).toBe(row.retailerOrderNumber);
      expect(purchase.createdAt).toEqual(row.updatedAt);
      const sale = reported.find((entry) => entry.orderNumber === row.retailerOrderNumber)!;
      expect(sale).toMatchObject({ retailerId: demoId, parleyIds: [row.id], total: row.dealPrice });
      expect(sale.orderedAt).toEqual(row.updatedAt);
    }

    const inBasket = withStatus('added_to_basket');
    expect(inBasket.length).toBeGreaterThan(0);
    for (const row of inBasket) {
      expect(row.priceTokenId).not.toBeNull();
      expect(row.priceTokenRedeemedAt).toBeNull();
    }
    expect(withStatus('abandoned_reached_final_offer').length).toBeGreaterThan(0);
    expect(withStatus('abandoned_negotiated').length).toBeGreaterThan(0);
    const recoverable = withStatus('user_offer_available');
    expect(recoverable.length).toBeGreaterThan(0);
    for (const row of recoverable) expect(row.userEmail).toMatch(/@example\.com$/);

    // Named from the plan: every fresh start's bot draws as this one's did (chatIds).
    const planned = new Set<string>();
    for (let slot = 0; slot < COUNT + MAX_RESTARTS; slot += 1) {
      const next = chatIds(slot);
      for (let chat = 0; chat <= MAX_RESTARTS; chat += 1) planned.add(next().slice(0, 8));
    }
    for (const row of rows) expect(planned.has(row.id.slice(0, 8))).toBe(true);

    // The gift stands in for a last price step, so some chats offer it (about one in eight).
    const [gift] = await t.db.select().from(addonItems).where(eq(addonItems.retailerId, demoId));
    expect(rows.some((row) => row.addonItemId === gift!.id)).toBe(true);
  }, 120_000);

  it('name each shopper’s chats alike on every start, and uniquely', () => {
    const [first, again] = [chatIds(7), chatIds(7)];
    const ids = [first(), first(), again(), again(), chatIds(8)()];
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const seeds = ids.map((id) => id.slice(0, 8));
    expect(seeds.slice(2, 4)).toEqual(seeds.slice(0, 2));
    expect(new Set(seeds).size).toBe(3);
  });

  it('give the demo store two closed billing cycles, charged on its own negotiated sales', async () => {
    const demoId = await demoStoreId();
    const charges = await t.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.retailerId, demoId))
      .orderBy(asc(billingEvents.cycleStartedAt), asc(billingEvents.eventType));
    const ends = [...new Set(charges.map((charge) => charge.cycleEndedAt.getTime()))];
    expect(ends).toHaveLength(2);
    expect(charges.filter((c) => c.eventType === 'subscription_fee')).toHaveLength(2);
    const [scheme] = await t.db
      .select()
      .from(billingSchemes)
      .where(and(eq(billingSchemes.retailerId, demoId), eq(billingSchemes.isCurrent, true)));
    expect(scheme!.lastBillingCycleEndedAt!.getTime()).toBe(ends[1]);
    expect(scheme!.billingCycleStartedAt.getTime()).toBe(ends[1]);
    // Every negotiated sale of the closed cycles is charged in its own cycle, and only those.
    const bought = await t.db.select().from(purchases).where(eq(purchases.retailerId, demoId));
    const charged = await t.db.select().from(billingEventSessions);
    const closedUntil = ends[1]!;
    const closedSales = bought.filter((purchase) => purchase.createdAt.getTime() < closedUntil);
    expect(closedSales.length).toBeGreaterThan(0);
    expect(charged.map((row) => row.sessionId).sort()).toEqual(
      closedSales.map((purchase) => purchase.sessionId).sort(),
    );
    for (const usage of charges.filter((c) => c.eventType === 'usage_fee')) {
      expect(usage.totalNumberOfSales).toBe(
        charged.filter((row) => row.billingEventId === usage.id).length,
      );
    }
    // The older cycle was invoiced; the last one waits for Bill Now.
    expect(
      charges.filter((c) => c.cycleEndedAt.getTime() === ends[0]).every((c) => c.billedAt),
    ).toBe(true);
    expect(
      charges.filter((c) => c.cycleEndedAt.getTime() === ends[1]).every((c) => !c.billedAt),
    ).toBe(true);
  });

  it('fill no more on a second run, and top up to a larger count', async () => {
    const demoId = await demoStoreId();
    const before = await t.db.select().from(sessions);
    const again = await fillDemoNegotiations(t.deps, demoId, COUNT);
    expect(again).toEqual({ sessions: before.length, failed: 0, complete: true });
    expect(await t.db.$count(sessions)).toBe(before.length);

    const more = before.length + 3;
    const topped = await fillDemoNegotiations(t.deps, demoId, more);
    expect(topped).toMatchObject({ failed: 0, complete: true });
    expect(await t.db.$count(sessions)).toBe(topped.sessions);
    expect(topped.sessions).toBeGreaterThanOrEqual(more);
  }, 60_000);
});
