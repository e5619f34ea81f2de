import { Group, Progress, Stack, Tabs, Text } from '@mantine/core';
import { PRODUCT_TERM_PLURAL, type TFlowStep, type TNegotiationFlowStats } from '@parley/contract';
import { formatCount, formatShare } from '../stat-format';

export const FLOW_STEP_LABELS: Record<TFlowStep, string> = {
  sessions: PRODUCT_TERM_PLURAL,
  negotiated: 'Negotiated',
  final_offer: 'Final Offer',
  agreed_deal: 'Deal Agreed',
  added_to_basket: 'Added to Basket',
  purchased: 'Purchased',
};

const FLOW_TABS = [
  { value: 'all', label: 'All' },
  { value: 'pdp', label: 'PDP' },
  { value: 'cart', label: 'Cart' },
] as const;

type FlowSteps = TNegotiationFlowStats['all'];

/** Each step with its share of the flow's sessions (and its count, unless the dashboard hides it). */
function FlowSteps({ steps }: { steps: FlowSteps }) {
  return (
    <Stack gap="xs">
      {steps.map((step) => (
        <Stack key={step.step} gap={2} role="group" aria-label={FLOW_STEP_LABELS[step.step]}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{FLOW_STEP_LABELS[step.step]}</Text>
            <Text size="sm" fw={600}>
              {step.count === null
                ? formatShare(step.percentage)
                : `${formatCount(step.count)} (${formatShare(step.percentage)})`}
            </Text>
          </Group>
          <Progress value={Math.min(100, Math.max(0, step.percentage))} size="sm" aria-hidden />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * Negotiation Flows: how far sessions got, step by step, for all negotiations, those on product
 * pages (PDP) and those on the basket (Cart). The tab is a view of figures already loaded.
 */
export function NegotiationFlowsPanel({ stats }: { stats: TNegotiationFlowStats }) {
  return (
    <Tabs defaultValue="all" keepMounted={false}>
      <Tabs.List>
        {FLOW_TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {FLOW_TABS.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="sm">
          <FlowSteps steps={stats[tab.value]} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
