import { Alert, Grid, Stack } from '@mantine/core';
import {
  PRODUCT_TERM_PLURAL,
  RECOVERED_SECTION,
  type TAbTestStats,
  type TDashboardStats,
  type TRule,
  type TSankeyStats,
  type TWalksStats,
} from '@parley/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, type ReactNode } from 'react';
import { PageHeader } from '../../../../components/PageHeader';
import {
  SessionFilterPanel,
  type SessionFilterPanelProps,
} from '../../../../components/session-filters/SessionFilterPanel';
import { ActiveRulesPanel } from '../../components/ActiveRulesPanel';
import { DeferredChart, SANKEY_SIZE } from '../../components/chart-size';
import { ADDONS_TITLE, AddonsPanel } from '../../components/AddonsPanel';
import { DiscountFlowsPanel } from '../../components/DiscountFlowsPanel';
import { EngagementPanel } from '../../components/EngagementPanel';
import { FeedbackPanel } from '../../components/FeedbackPanel';
import { NegotiationFlowsPanel } from '../../components/NegotiationFlowsPanel';
import { OverviewPanel } from '../../components/OverviewPanel';
import { LoadablePanel, PanelCard, type Loadable } from '../../components/PanelCard';
import { PerformancePanel } from '../../components/PerformancePanel';
import { RECOVERED_TITLE, RecoveredPanel } from '../../components/RecoveredPanel';
import { UpliftPanel } from '../../components/UpliftPanel';
import { WalkawayHitsPanel } from '../../components/WalkawayHitsPanel';
import { ZoneGrid } from '../../components/ZoneGrid';

// The charting library is large: the sankey chart loads after the figures, when scrolled near.
const SankeyChart = lazy(() => import('../../components/SankeyChart'));

export const DASHBOARD_SUBTITLE = 'A quick summary of product activity';

type SectionKey = Exclude<
  keyof TDashboardStats,
  'limited_data' | 'currency' | 'currency_symbol' | 'period'
>;

/** One section of the one stats call, as its panel sees it. */
function sectionOf<K extends SectionKey>(
  stats: Loadable<TDashboardStats>,
  key: K,
): Loadable<NonNullable<TDashboardStats[K]>> {
  const data = stats.data?.[key];
  return { data: data ?? undefined, error: stats.error };
}

const Cell = ({ span, children }: { span: number; children: ReactNode }) => (
  <Grid.Col span={{ base: 12, md: span }}>{children}</Grid.Col>
);

export interface DashboardPageProps {
  title: string;
  filters: SessionFilterPanelProps;
  isAdmin: boolean;
  /** The retailer the figures are about (the path's, or the administrator's filter); null: all. */
  retailerId: string | null;
  /** The retailer's timezone (UTC across retailers). */
  timezone: string;
  stats: Loadable<TDashboardStats>;
  rules: Loadable<TRule[]>;
  /** The uplift test; null where it is not shown (not an administrator in a retailer's context). */
  abTest: Loadable<TAbTestStats> | null;
  /** The administrators' analytics; null for retailer users. */
  walks: Loadable<TWalksStats> | null;
  sankey: Loadable<TSankeyStats> | null;
  sessionHref: (sessionId: string) => string;
}

/** The dashboard (part 1 §2): the filters, then every panel, each loading on its own. */
export function DashboardPage({
  title,
  filters,
  isAdmin,
  retailerId,
  timezone,
  stats,
  rules,
  abTest,
  walks,
  sankey,
  sessionHref,
}: DashboardPageProps) {
  const currency = stats.data?.currency ?? null;
  const gate = { isAdmin, retailerId };
  const recovered = sectionOf(stats, RECOVERED_SECTION);
  const addon = sectionOf(stats, 'addon');
  return (
    <>
      <PageHeader title={title} subtitle={DASHBOARD_SUBTITLE} />
      <Stack gap="md">
        <SessionFilterPanel {...filters} />
        {stats.data?.limited_data ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {`Your dashboard shows shares and amounts only: ${PRODUCT_TERM_PLURAL} counts and changes are not part of your account.`}
          </Alert>
        ) : null}
        <Grid gutter="md" align="stretch">
          {abTest ? (
            <Cell span={12}>
              <LoadablePanel title="Uplift A/B Test" state={abTest}>
                {(data) => <UpliftPanel stats={data} currency={currency} timezone={timezone} />}
              </LoadablePanel>
            </Cell>
          ) : null}
          <Cell span={12}>
            <LoadablePanel title="Overview" state={sectionOf(stats, 'topline')}>
              {(data) => <OverviewPanel stats={data} />}
            </LoadablePanel>
          </Cell>
          <Cell span={8}>
            <LoadablePanel title="Performance" state={sectionOf(stats, 'performance')}>
              {(data) => <PerformancePanel stats={data} />}
            </LoadablePanel>
          </Cell>
          <Cell span={4}>
            <ActiveRulesPanel retailerId={retailerId} rules={rules} />
          </Cell>
          <Cell span={6}>
            {recovered.data ? (
              <RecoveredPanel stats={recovered.data} {...gate} />
            ) : (
              <PanelCard title={RECOVERED_TITLE} loading error={recovered.error} />
            )}
          </Cell>
          <Cell span={6}>
            {addon.data ? (
              <AddonsPanel stats={addon.data} {...gate} />
            ) : (
              <PanelCard title={ADDONS_TITLE} loading error={addon.error} />
            )}
          </Cell>
          <Cell span={6}>
            <LoadablePanel title="Negotiation Flows" state={sectionOf(stats, 'negotiationFlow')}>
              {(data) => <NegotiationFlowsPanel stats={data} />}
            </LoadablePanel>
          </Cell>
          <Cell span={6}>
            <LoadablePanel title="Discount Flows" state={sectionOf(stats, 'discountFlow')}>
              {(data) => <DiscountFlowsPanel stats={data} />}
            </LoadablePanel>
          </Cell>
          <Cell span={6}>
            <LoadablePanel title="Engagement" state={sectionOf(stats, 'engagement')}>
              {(data) => <EngagementPanel stats={data} />}
            </LoadablePanel>
          </Cell>
          <Cell span={6}>
            <LoadablePanel
              title="Failed Negotiations Feedback"
              state={sectionOf(stats, 'feedback')}
            >
              {(data) => (
                <FeedbackPanel stats={data} timezone={timezone} sessionHref={sessionHref} />
              )}
            </LoadablePanel>
          </Cell>
          {walks ? (
            <>
              <Cell span={5}>
                <LoadablePanel title="Walkaway Hits" state={walks}>
                  {(data) => <WalkawayHitsPanel stats={data} />}
                </LoadablePanel>
              </Cell>
              <Cell span={7}>
                <LoadablePanel title="Zone Grid" state={walks}>
                  {(data) => <ZoneGrid grid={data.grid} />}
                </LoadablePanel>
              </Cell>
            </>
          ) : null}
          {sankey ? (
            <Cell span={12}>
              <LoadablePanel title="Negotiation Sankey" state={sankey}>
                {(data) => (
                  <DeferredChart height={SANKEY_SIZE.height}>
                    <SankeyChart data={data} />
                  </DeferredChart>
                )}
              </LoadablePanel>
            </Cell>
          ) : null}
        </Grid>
      </Stack>
    </>
  );
}
