import {
  AVG_VALUE_FIELD,
  FLOW_STEPS,
  FUNNEL_STAGES,
  TOPLINE_CHANGE_KEYS,
  type TFlowStep,
  type TFunnelPrefix,
  type TFunnelStage,
  type TNegotiationFlowStats,
  type TToplineStats,
} from '@parley/contract';
import type { FunnelCounts, SessionAggregate } from '../aggregate';
import { changesOf, moneyPer, percentOf } from '../change';
import { changingMoney, perCurrency, shown, type SectionInput } from './input';

function funnelFields(input: SectionInput, prefix: TFunnelPrefix, counts: FunnelCounts) {
  const entries = FUNNEL_STAGES.flatMap((stage) => [
    [`${prefix}${stage}`, shown(input, counts[stage])],
    [`${prefix}${stage}_percentage`, percentOf(counts[stage], counts.total_sessions)],
  ]);
  return Object.fromEntries(entries) as Record<string, number | null>;
}

/** The headline figures that have a change figure (money only in one currency). */
function headline(input: SectionInput, a: SessionAggregate) {
  const purchased = a.funnels.all.total_purchased;
  const revenue = changingMoney(input, a.revenue);
  return {
    total_sessions: a.funnels.all.total_sessions,
    total_negotiated: a.funnels.all.total_negotiated,
    total_agreed_deal: a.funnels.all.total_agreed_deal,
    total_purchased: purchased,
    total_revenue: revenue,
    [AVG_VALUE_FIELD]: revenue === null ? null : moneyPer(revenue, purchased),
    avg_agg_discount:
      a.listRevenue === 0 ? null : Math.round((1 - a.revenue / a.listRevenue) * 10_000) / 100,
  };
}

/** Overview (part 1 §3 Dashboard stat fields): the funnels of all, pdp_ and cart_, and money. */
export function presentTopline(input: SectionInput): TToplineStats {
  const { funnels } = input.current;
  const figures = headline(input, input.current);
  return {
    ...funnelFields(input, '', funnels.all),
    ...funnelFields(input, 'pdp_', funnels.pdp),
    ...funnelFields(input, 'cart_', funnels.cart),
    total_revenue: perCurrency(input, (money) => money.revenue),
    [AVG_VALUE_FIELD]: perCurrency(input, (money) => moneyPer(money.revenue, money.purchased)),
    avg_agg_discount: figures.avg_agg_discount,
    changes: changesOf(
      TOPLINE_CHANGE_KEYS,
      figures,
      input.previous && headline(input, input.previous),
    ),
  } as TToplineStats;
}

const STEP_STAGE: Record<TFlowStep, TFunnelStage> = {
  sessions: 'total_sessions',
  negotiated: 'total_negotiated',
  final_offer: 'total_final_offer',
  agreed_deal: 'total_agreed_deal',
  added_to_basket: 'total_added_to_basket',
  purchased: 'total_purchased',
};

/** Negotiation Flows: the steps of All, PDP and Cart with their share of the flow's sessions. */
export function presentNegotiationFlow(input: SectionInput): TNegotiationFlowStats {
  const flow = (counts: FunnelCounts) =>
    FLOW_STEPS.map((step) => ({
      step,
      count: shown(input, counts[STEP_STAGE[step]]),
      percentage: percentOf(counts[STEP_STAGE[step]], counts.total_sessions),
    }));
  const { funnels } = input.current;
  return { all: flow(funnels.all), pdp: flow(funnels.pdp), cart: flow(funnels.cart) };
}
