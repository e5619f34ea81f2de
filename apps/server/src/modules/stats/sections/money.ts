import {
  ADDON_CHANGE_KEYS,
  PERFORMANCE_CHANGE_KEYS,
  RECOVERED_CHANGE_KEYS,
  type TAddonStats,
  type TPanelState,
  type TPerformanceStats,
  type TRecoveredStats,
  type TStatsDay,
} from '@parley/contract';
import type { SessionAggregate } from '../aggregate';
import { changesOf, moneyPer, percentOf } from '../change';
import { changingMoney, perCurrency, shown, type SectionInput } from './input';

const performanceFigures = (a: SessionAggregate) => ({
  waiting_for_review: a.waitingForReview,
  avg_accepted_discount: a.avgAcceptedDiscount,
  conversion_rate: percentOf(a.funnels.all.total_purchased, a.funnels.all.total_sessions),
});

/** Performance: offers waiting for review, the average agreed discount, conversion, by day. */
export function presentPerformance(input: SectionInput, days: TStatsDay[]): TPerformanceStats {
  const figures = performanceFigures(input.current);
  return {
    ...figures,
    days: days.map((day) => ({
      ...day,
      sessions: input.limited ? null : day.sessions,
      agreed_deals: input.limited ? null : day.agreed_deals,
      purchases: input.limited ? null : day.purchases,
    })),
    changes: changesOf(
      PERFORMANCE_CHANGE_KEYS,
      figures,
      input.previous && performanceFigures(input.previous),
    ),
  };
}

const recoveredFigures = (input: SectionInput, a: SessionAggregate) => ({
  recovered_purchased: a.recoveredPurchased,
  recovered_revenue: changingMoney(input, a.recoveredRevenue),
});

/** Recovered {product}s: where the offers kept for review stand, and what recoveries sold. */
export function presentRecovered(input: SectionInput, state: TPanelState | null): TRecoveredStats {
  const a = input.current;
  return {
    state,
    waiting_for_review: a.waitingForReview,
    accepted: a.accepted,
    countered: a.countered,
    rejected: a.rejected,
    recovered_purchased: a.recoveredPurchased,
    recovered_revenue: perCurrency(input, (money) => money.recoveredRevenue),
    changes: changesOf(
      RECOVERED_CHANGE_KEYS,
      recoveredFigures(input, a),
      input.previous && recoveredFigures(input, input.previous),
    ),
  };
}

const addonFigures = (input: SectionInput, a: SessionAggregate) => {
  const purchases = a.funnels.all.total_purchased_with_addon;
  const revenue = changingMoney(input, a.addonRevenue);
  return {
    purchases_with_addons: purchases,
    aov_with_addons: revenue === null ? null : moneyPer(revenue, purchases),
  };
};

/** Bundling & Addons: sessions offered an add-on, and the purchases that came with one. */
export function presentAddon(input: SectionInput, state: TPanelState | null): TAddonStats {
  const a = input.current;
  const figures = addonFigures(input, a);
  return {
    state,
    offered: shown(input, a.addonOffered),
    purchases_with_addons: figures.purchases_with_addons,
    aov_with_addons: perCurrency(input, (money) =>
      moneyPer(money.addonRevenue, money.purchasedWithAddon),
    ),
    addon_purchase_percentage: percentOf(
      figures.purchases_with_addons,
      a.funnels.all.total_purchased,
    ),
    changes: changesOf(
      ADDON_CHANGE_KEYS,
      figures,
      input.previous && addonFigures(input, input.previous),
    ),
  };
}
