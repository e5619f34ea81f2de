import { type TAddonStats } from '@parley/contract';
import { formatAmounts } from '../../../lib/format';
import { formatCount, formatShare } from '../stat-format';
import { FigureGrid } from './FigureGrid';
import { GatedPanel, type PanelGate } from './GatedPanel';

export const ADDONS_TITLE = 'Bundling & Addons';

/** Gifts with purchase: how often they were offered and taken, and what those orders were worth. */
export function AddonsPanel({ stats, ...gate }: PanelGate & { stats: TAddonStats }) {
  return (
    <GatedPanel
      title={ADDONS_TITLE}
      state={stats.state}
      {...gate}
      lockedMessage="Gifts with purchase are not in your plan. Upgrade to offer an add-on that closes the deal."
      inactiveMessage="No active rule offers a gift with purchase. Add one to a rule to close more deals without a deeper discount."
    >
      <FigureGrid
        cols={2}
        figures={[
          {
            label: 'Offered an Add-on',
            value: stats.offered === null ? null : formatCount(stats.offered),
          },
          {
            label: 'Purchases with Add-ons',
            value: formatCount(stats.purchases_with_addons),
            detail: `${formatShare(stats.addon_purchase_percentage)} of purchases`,
            change: stats.changes?.purchases_with_addons,
          },
          {
            label: 'Average Order Value with Add-ons',
            value: formatAmounts(stats.aov_with_addons),
            change: stats.changes?.aov_with_addons,
          },
        ]}
      />
    </GatedPanel>
  );
}
