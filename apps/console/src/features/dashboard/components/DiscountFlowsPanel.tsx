import { Stack, Table } from '@mantine/core';
import type { TDiscountFlowStats } from '@parley/contract';
import { formatCount, formatShare } from '../stat-format';
import { FigureGrid } from './FigureGrid';

const bandLabel = (band: TDiscountFlowStats['bands'][number]) =>
  band.to === null ? `${band.from}% or more` : `${band.from}% to ${band.to}%`;

/** Discount Flows: how deep agreed and purchased deals went, band by band of discount. */
export function DiscountFlowsPanel({ stats }: { stats: TDiscountFlowStats }) {
  const withCounts = stats.bands.some((band) => band.agreed_deals !== null);
  return (
    <Stack gap="md">
      <FigureGrid
        figures={[
          { label: 'Average Accepted Discount', value: formatShare(stats.avg_accepted_discount) },
          { label: 'Average Purchased Discount', value: formatShare(stats.avg_purchased_discount) },
        ]}
      />
      <Table striped withTableBorder fz="sm" aria-label="Discount bands">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Discount</Table.Th>
            {withCounts ? <Table.Th ta="right">Deals Agreed</Table.Th> : null}
            {withCounts ? <Table.Th ta="right">Purchased</Table.Th> : null}
            <Table.Th ta="right">Share of Deals</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.bands.map((band) => (
            <Table.Tr key={band.from}>
              <Table.Td>{bandLabel(band)}</Table.Td>
              {withCounts ? <Table.Td ta="right">{formatCount(band.agreed_deals)}</Table.Td> : null}
              {withCounts ? <Table.Td ta="right">{formatCount(band.purchased)}</Table.Td> : null}
              <Table.Td ta="right">{formatShare(band.agreed_percentage)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
