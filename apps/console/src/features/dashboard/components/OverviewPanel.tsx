import {
  AVG_VALUE_FIELD,
  PRODUCT_TERM,
  PRODUCT_TERM_PLURAL,
  type TStatChange,
  type TToplineStats,
} from '@parley/contract';
import { formatAmounts } from '../../../lib/format';
import { formatCount, formatShare } from '../stat-format';
import { FigureGrid } from './FigureGrid';

const countOrNull = (value: number | null) => (value === null ? null : formatCount(value));

/**
 * A funnel stage: its count and share of the sessions; on the reduced dashboard, where counts are
 * withheld, the share alone.
 */
const stage = (label: string, count: number | null, share: number, change?: TStatChange | null) =>
  count === null
    ? { label, value: formatShare(share) }
    : {
        label,
        value: formatCount(count),
        detail: `${formatShare(share)} of ${PRODUCT_TERM_PLURAL}`,
        change,
      };

/**
 * Overview: how many sessions negotiated, agreed and bought, what they brought in and what it cost
 * in discount, each with its change on the previous period.
 */
export function OverviewPanel({ stats }: { stats: TToplineStats }) {
  const change = stats.changes;
  return (
    <FigureGrid
      cols={4}
      figures={[
        {
          label: PRODUCT_TERM_PLURAL,
          value: countOrNull(stats.total_sessions),
          change: change?.total_sessions,
        },
        stage(
          'Negotiated',
          stats.total_negotiated,
          stats.total_negotiated_percentage,
          change?.total_negotiated,
        ),
        stage(
          'Deals Agreed',
          stats.total_agreed_deal,
          stats.total_agreed_deal_percentage,
          change?.total_agreed_deal,
        ),
        stage(
          'Purchased',
          stats.total_purchased,
          stats.total_purchased_percentage,
          change?.total_purchased,
        ),
        {
          label: 'Revenue',
          value: formatAmounts(stats.total_revenue),
          change: change?.total_revenue,
        },
        {
          label: `Average ${PRODUCT_TERM} Value`,
          value: formatAmounts(stats[AVG_VALUE_FIELD]),
          change: change?.[AVG_VALUE_FIELD],
        },
        {
          label: 'Aggregate Discount',
          value: formatShare(stats.avg_agg_discount),
          change: change?.avg_agg_discount,
        },
        stage(
          'Purchased with Add-on',
          stats.total_purchased_with_addon,
          stats.total_purchased_with_addon_percentage,
        ),
      ]}
    />
  );
}
