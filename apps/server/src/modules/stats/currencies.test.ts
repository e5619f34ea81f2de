import { afterAll, describe, expect, it } from 'vitest';
import { insertSession } from '../../../test/support/sessions';
import { startWithAdminAndShops } from '../../../test/support/start';
import { dashboard } from '../../../test/support/stats';
import { sealRollups } from './rollups/sealer';

const { t, admin, shop, other } = await startWithAdminAndShops();
afterAll(() => t.close());

/** A purchased deal of `amount` (bought twice at half of it) on the day, in the currency. */
const sale = (retailerId: string, day: string, amount: number, currency: string, symbol: string) =>
  insertSession(t, retailerId, {
    createdAt: new Date(`${day}T12:00:00Z`),
    negotiationStatus: 'purchased',
    summaryStatus: 'sold',
    productPrice: amount,
    dealPrice: amount / 2,
    quantity: 2,
    currency,
    currencySymbol: symbol,
  });
const across = (days: { startDate: string; endDate: string }) =>
  dashboard(t, admin, { ...days, dataQuality: 'all' });

describe('POST /stats across retailers: money per currency, never summed across them', () => {
  it('gives one currency as a list of one, with its changes', async () => {
    const days = { startDate: '2023-03-01', endDate: '2023-03-02' };
    await sale(shop.id, '2023-02-28', 50, 'GBP', '£');
    await sale(shop.id, '2023-03-01', 100, 'GBP', '£');
    await sale(other.id, '2023-03-02', 50, 'GBP', '£');
    const stats = await across(days);
    expect(stats.topline!.total_revenue).toEqual([{ currency: 'GBP', amount: 150 }]);
    expect(stats.topline!.avg_parley_value).toEqual([{ currency: 'GBP', amount: 75 }]);
    expect(stats.topline!.changes!.total_revenue).toEqual({ percentage: '200%', sign: 1 });
    expect(stats.performance!.days.map((day) => day.revenue)).toEqual([
      [{ currency: 'GBP', amount: 100 }],
      [{ currency: 'GBP', amount: 50 }],
    ]);
  });

  it('splits the money of retailers in different currencies, from sessions and roll-ups alike', async () => {
    const days = { startDate: '2023-05-01', endDate: '2023-05-02' };
    // The other retailer now sells in euros: its latest session says so.
    await sale(shop.id, '2023-04-30', 50, 'GBP', '£');
    await sale(shop.id, '2023-05-01', 100, 'GBP', '£');
    await sale(shop.id, '2023-05-02', 40, 'GBP', '£');
    await sale(other.id, '2023-05-02', 60, 'EUR', '€');
    await insertSession(t, other.id, { currency: 'EUR', currencySymbol: '€' });

    const expectPerCurrency = async () => {
      const stats = await across(days);
      expect([stats.currency, stats.currency_symbol]).toEqual([null, null]);
      expect(stats.topline!.total_revenue).toEqual([
        { currency: 'EUR', amount: 60 },
        { currency: 'GBP', amount: 140 },
      ]);
      expect(stats.topline!.avg_parley_value).toEqual([
        { currency: 'EUR', amount: 60 },
        { currency: 'GBP', amount: 70 },
      ]);
      // A change of a sum across currencies would mean nothing; counts still have theirs.
      expect(stats.topline!.changes).toMatchObject({
        total_revenue: null,
        avg_parley_value: null,
        total_purchased: { percentage: '200%', sign: 1 },
      });
      expect(stats.recoveredParley!.recovered_revenue).toEqual([
        { currency: 'EUR', amount: 0 },
        { currency: 'GBP', amount: 0 },
      ]);
      expect(stats.addon!.aov_with_addons).toEqual([]);
      expect(stats.performance!.days).toEqual([
        expect.objectContaining({
          date: '2023-05-01',
          revenue: [
            { currency: 'EUR', amount: 0 },
            { currency: 'GBP', amount: 100 },
          ],
        }),
        expect.objectContaining({
          date: '2023-05-02',
          revenue: [
            { currency: 'EUR', amount: 60 },
            { currency: 'GBP', amount: 40 },
          ],
        }),
      ]);
    };
    await expectPerCurrency();
    // Once the days are rolled up, the roll-ups (which know no currency) must not sum them.
    await sealRollups(t.db);
    await expectPerCurrency();
  });
});
