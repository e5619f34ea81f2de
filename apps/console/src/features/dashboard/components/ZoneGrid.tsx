import { Table, Text } from '@mantine/core';
import { ZONES, type TWalksStats } from '@parley/contract';
import { formatCount } from '../stat-format';

/**
 * The zone grid (administrators): bids by round (columns) and zone (rows, 0 at list price at the
 * top), shaded by how many of the round's bids fell there.
 */
export function ZoneGrid({ grid }: { grid: TWalksStats['grid'] }) {
  if (grid.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No bids in this period.
      </Text>
    );
  }
  const rounds = Array.from(new Set(grid.map((cell) => cell.round))).sort((a, b) => a - b);
  const bids = new Map(grid.map((cell) => [`${cell.round}:${cell.zone}`, cell.bids]));
  const roundTotal = new Map(
    rounds.map((round) => [
      round,
      grid.filter((cell) => cell.round === round).reduce((sum, cell) => sum + cell.bids, 0),
    ]),
  );
  return (
    <Table.ScrollContainer minWidth={rounds.length * 48 + 80}>
      <Table withTableBorder withColumnBorders fz="xs" aria-label="Zone grid" ta="center">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Zone</Table.Th>
            {rounds.map((round) => (
              <Table.Th key={round} ta="center">
                Round {round}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ZONES.map((zone) => (
            <Table.Tr key={zone}>
              <Table.Th scope="row">{zone}</Table.Th>
              {rounds.map((round) => {
                const count = bids.get(`${round}:${zone}`) ?? 0;
                const share = count / (roundTotal.get(round) || 1);
                return (
                  <Table.Td
                    key={round}
                    ta="center"
                    style={{
                      backgroundColor: `color-mix(in srgb, var(--mantine-color-blue-6) ${Math.round(share * 100)}%, transparent)`,
                    }}
                  >
                    {count > 0 ? formatCount(count) : ''}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
