import type { TCurrencyAmount } from '@parley/contract';
import type { SessionAggregate } from '../aggregate';

/** One currency's money over the range: the sums its money figures are made from. */
export interface CurrencyMoney {
  currency: string;
  revenue: number;
  recoveredRevenue: number;
  addonRevenue: number;
  purchased: number;
  purchasedWithAddon: number;
}

/** What every section is made from: the aggregate of the range and of the previous period. */
export interface SectionInput {
  current: SessionAggregate;
  /** Null for all time, and on the reduced dashboard (no change figures). */
  previous: SessionAggregate | null;
  /** The reduced dashboard of a limited-data retailer: no session counts. */
  limited: boolean;
  /**
   * The range's money per currency: one currency for a retailer (none before its first session),
   * several across retailers that sell in different ones.
   */
  money: CurrencyMoney[];
}

/** A session count, hidden on the reduced dashboard. */
export const shown = (input: SectionInput, value: number) => (input.limited ? null : value);

/** A money figure per currency; a currency without one (nothing to average) is left out. */
export const perCurrency = (
  input: SectionInput,
  figure: (money: CurrencyMoney) => number | null,
): TCurrencyAmount[] =>
  input.money.flatMap((money) => {
    const amount = figure(money);
    return amount === null ? [] : [{ currency: money.currency, amount }];
  });

/**
 * The aggregate's sum of money, for its change on the previous period: null across currencies,
 * where the sum (and so its change) means nothing.
 */
export const changingMoney = (input: SectionInput, sum: number) =>
  input.money.length > 1 ? null : sum;
