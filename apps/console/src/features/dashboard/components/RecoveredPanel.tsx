import { PRODUCT_TERM_PLURAL, type TRecoveredStats } from '@parley/contract';
import { formatAmounts } from '../../../lib/format';
import { formatCount } from '../stat-format';
import { figureOf, FigureGrid } from './FigureGrid';
import { GatedPanel, type PanelGate } from './GatedPanel';

export const RECOVERED_TITLE = `Recovered ${PRODUCT_TERM_PLURAL}`;

/** Offers shoppers left when they walked away, what the retailer did with them and what sold. */
export function RecoveredPanel({ stats, ...gate }: PanelGate & { stats: TRecoveredStats }) {
  return (
    <GatedPanel
      title={RECOVERED_TITLE}
      state={stats.state}
      {...gate}
      lockedMessage={`${RECOVERED_TITLE} are not in your plan. Upgrade to win back shoppers who walked away, from the offers they left.`}
      inactiveMessage={`${RECOVERED_TITLE} are not switched on in any active rule. Turn them on in a rule to win back shoppers who walked away.`}
    >
      <FigureGrid
        cols={3}
        figures={[
          { label: 'Waiting for Review', value: formatCount(stats.waiting_for_review) },
          { label: 'Accepted', value: formatCount(stats.accepted) },
          { label: 'Countered', value: formatCount(stats.countered) },
          { label: 'Rejected', value: formatCount(stats.rejected) },
          figureOf(stats, 'recovered_purchased', 'Recovered - Purchased', formatCount),
          {
            label: 'Recovered Revenue',
            value: formatAmounts(stats.recovered_revenue),
            change: stats.changes?.recovered_revenue,
          },
        ]}
      />
    </GatedPanel>
  );
}
