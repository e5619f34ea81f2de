import {
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TBillingScheme } from '@parley/contract';
import { formatDate } from '../../../../lib/format';
import { Fact } from '../../components/Fact';
import { commissionText, parleysUsed, PAYMENT_TYPE_LABELS, planPrice } from '../../plan-text';

/** The plan in force: its name and fee, this cycle's Parleys, and its commission (part 2 §2). */
export function PlanSummary({
  scheme,
  onSpendingLimit,
}: {
  scheme: TBillingScheme;
  /** Opens the spending-limit dialog; only plans with a usage fee have a limit to set. */
  onSpendingLimit: (() => void) | null;
}) {
  const max = scheme.billing_cycle_max_parleys;
  const used = scheme.billing_cycle_used_parleys_count;
  const zone = scheme.timezone_code;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Your Plan">
      <Stack gap="md">
        <Group justify="space-between">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Your Plan
            </Text>
            <Title order={3}>{scheme.pricing_plan.name}</Title>
          </Stack>
          {scheme.status === 'active' ? null : (
            <Badge color="red" variant="light">
              {scheme.status.replaceAll('_', ' ')}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label="Fee">
            {planPrice(scheme.pricing_plan.identifier, scheme.subscription_fee_with_currency)}
          </Fact>
          <Fact label="Billing Cycle">
            {formatDate(scheme.billing_cycle_started_at, zone)} –{' '}
            {formatDate(scheme.current_billing_cycle_ends_at, zone)}
          </Fact>
          <Fact label="Payment">{PAYMENT_TYPE_LABELS[scheme.payment_type]}</Fact>
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={600} data-testid="parleys-used">
            {parleysUsed(scheme)}
          </Text>
          {max === null ? null : (
            <Progress
              value={max > 0 ? Math.min(100, (used / max) * 100) : 100}
              color={used >= max ? 'red' : undefined}
              aria-label="Parleys used"
            />
          )}
        </Stack>
        <Stack gap="xs" align="flex-start">
          <Text size="sm" data-testid="commission">
            {commissionText(scheme)}
          </Text>
          {onSpendingLimit ? (
            <Button variant="light" size="xs" onClick={onSpendingLimit}>
              Change Spending Limit
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
