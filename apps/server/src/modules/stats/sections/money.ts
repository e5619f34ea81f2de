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
import { shown, type SectionInput } from './input';

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

const recoveredFigures = (a: SessionAggregate) => ({
  recovered_purchased: a.recoveredPurchased,
  recovered_revenue: a.recoveredRevenue,
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
    ...recoveredFigures(a),
    changes: changesOf(
      RECOVERED_CHANGE_KEYS,
      recoveredFigures(a),
      input.previous && recoveredFigures(input.previous),
    ),
  };
}

const addonFigures = (a: SessionAggregate) => ({
  purchases_with_addons: a.funnels.all.total_purchased_with_addon,
  aov_with_addons: moneyPer(a.addonRevenue, a.funnels.all.total_purchased_with_addon),
});

/** Bundling & Addons: sessions offered an add-on, and the purchases that came with one. */
export function presentAddon(input: SectionInput, state: TPanelState | null): TAddonStats {
  const a = input.current;
  const figures = addonFigures(a);
  return {
    state,
    offered: shown(input, a.addonOffered),
    ...figures,
    addon_purchase_percentage: percentOf(
      figures.purchases_with_addons,
      a.funnels.all.total_purchased,
    ),
    changes: changesOf(ADDON_CHANGE_KEYS, figures, input.previous && addonFigures(input.previous)),
  };
}
