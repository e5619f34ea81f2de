import { Paper, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a card; rows with `hidden` are left out (admin-only values). */
export interface InfoRow {
  label: string;
  value: ReactNode;
  hidden?: boolean;
}

/** A titled card of the detail page, a region named by its title. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} withBorder p="md" radius="md">
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function InfoTable({ rows }: { rows: InfoRow[] }) {
  return (
    <Table verticalSpacing={4} layout="fixed">
      <Table.Tbody>
        {rows
          .filter((row) => !row.hidden)
          .map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" w="40%">
                <Text size="sm" c="dimmed" fw={500}>
                  {row.label}
                </Text>
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

export const None = ({ children = 'None' }: { children?: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);
