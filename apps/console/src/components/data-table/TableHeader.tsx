import { Table } from '@mantine/core';

/** A plain table's header row: one cell a heading, keyed by the heading. */
export function TableHeader({ headings }: { headings: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {headings.map((heading) => (
          <Table.Th key={heading}>{heading}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
