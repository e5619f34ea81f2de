import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { TAbTestStats, TStatChange } from '@parley/contract';
import { formatMoney, formatRetailerDate } from '../../../lib/format';
import { formatCount, formatDecimal, formatShare } from '../stat-format';
import { SignificancePanel } from './SignificancePanel';
import { StatFigure } from './StatFigure';

/** A difference shown with its sign, as a Stat change is (part 1 §3). */
function differenceOf(value: number | null, text: (magnitude: number) => string) {
  if (value === null) return null;
  const change: TStatChange = {
    percentage: text(Math.abs(value)),
    sign: Math.sign(value) as -1 | 0 | 1,
  };
  return change;
}

/**
 * The uplift A/B test (administrators, in a retailer's context): the control cohort, never offered
 * negotiation, against the test cohort; the uplift in conversion, order value and predicted
 * revenue, and whether the conversion difference is significant.
 */
export function UpliftPanel({
  stats,
  currency,
  timezone,
}: {
  stats: TAbTestStats;
  /** The retailer's currency (ISO 4217); null before its first session. */
  currency: string | null;
  timezone: string;
}) {
  if (stats.startDate === null) {
    return (
      <Text size="sm" c="dimmed">
        No uplift test has been run for this retailer.
      </Text>
    );
  }
  const money = (value: number | null) => formatMoney(value, currency);
  const { control, test, uplift, significance } = stats;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={stats.status === 'running' ? 'teal' : 'gray'} variant="light">
          {stats.status === 'running' ? 'Running' : 'Ended'}
        </Badge>
        <Text size="sm" c="dimmed">
          Started {formatRetailerDate(stats.startDate, timezone)}
          {stats.control_cohort_percentage === null
            ? ''
            : `, ${formatShare(stats.control_cohort_percentage)} of shoppers in control`}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatFigure
          label="Conversion Uplift"
          value={uplift.conversion === null ? '-' : `${formatDecimal(uplift.conversion)} pts`}
          change={differenceOf(uplift.conversion, (v) => `${formatDecimal(v)} pts`)}
        />
        <StatFigure
          label="AOV Uplift"
          value={money(uplift.aov)}
          change={differenceOf(uplift.aov, (v) => money(v))}
        />
        <StatFigure
          label="Predicted Revenue Uplift"
          value={money(uplift.revenue)}
          change={differenceOf(uplift.revenue_relative, (v) => formatShare(v))}
        />
      </SimpleGrid>
      <Table withTableBorder fz="sm" aria-label="Cohorts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cohort</Table.Th>
            <Table.Th ta="right">Sessions</Table.Th>
            <Table.Th ta="right">Buyers</Table.Th>
            <Table.Th ta="right">Sales</Table.Th>
            <Table.Th ta="right">Revenue</Table.Th>
            <Table.Th ta="right">Conversion</Table.Th>
            <Table.Th ta="right">AOV</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(
            [
              ['Control', control],
              ['Test', test],
            ] as const
          ).map(([name, cohort]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row">{name}</Table.Th>
              <Table.Td ta="right">{formatCount(cohort.sessions)}</Table.Td>
              <Table.Td ta="right">{formatCount(cohort.buyers)}</Table.Td>
              <Table.Td ta="right">{formatCount(cohort.sales)}</Table.Td>
              <Table.Td ta="right">{money(cohort.revenue)}</Table.Td>
              <Table.Td ta="right">{formatShare(cohort.conversion)}</Table.Td>
              <Table.Td ta="right">{money(cohort.aov)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <SignificancePanel significance={significance} />
    </Stack>
  );
}
