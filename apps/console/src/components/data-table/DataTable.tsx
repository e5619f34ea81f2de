import { Checkbox, Group, Pagination, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { PAGE_SIZE } from '@parley/contract';
import { RowMenu, type RowAction } from './RowMenu';
import { stopRowClick } from './row-kit';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  width?: number | string;
  /** A cell of controls (a switch): clicking it never opens the row. */
  stopRowClick?: boolean;
}

/** What DataTable gives each body row; a custom row component passes all but rowKey to its Tr. */
export interface DataTableRowProps {
  rowKey: string;
  children: ReactNode;
  onClick?: () => void;
  style?: CSSProperties;
  bg?: string;
}

/** Where a list longer than one page is, and how to move to another page. */
export interface OffsetPaging {
  offset: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}

export interface DataTableProps<Row> {
  rows: Row[] | undefined;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  /** How the row names itself to screen readers ("Select Summer sale", "Actions for …"). */
  rowLabel: (row: Row) => string;
  emptyMessage: ReactNode;
  loading?: boolean;
  /** Checkable rows: the selected keys and their setter. */
  selection?: { selected: string[]; onChange: (keys: string[]) => void };
  rowActions?: (row: Row) => RowAction[];
  onRowClick?: (row: Row) => void;
  /** Offset paging (page size PAGE_SIZE) when the list is longer than one page. */
  paging?: OffsetPaging;
  /** Renders each body row in place of a plain Table.Tr, e.g. a row that can be dragged. */
  rowComponent?: ComponentType<DataTableRowProps>;
}

/**
 * The console's list table: optional checkboxes with select-all, a row menu, row click, an empty
 * state and offset paging. Clicks on the checkbox and menu cells never open the row.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  rowLabel,
  emptyMessage,
  loading = false,
  selection,
  rowActions,
  onRowClick,
  paging,
  rowComponent: RowComponent,
}: DataTableProps<Row>) {
  if (loading || !rows) {
    return (
      <Stack gap="xs" aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={36} />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center">
          {emptyMessage}
        </Text>
      </Paper>
    );
  }

  const keys = rows.map(rowKey);
  const selected = new Set(selection?.selected ?? []);
  const allSelected = keys.every((key) => selected.has(key));
  const someSelected = keys.some((key) => selected.has(key));
  const toggle = (key: string) =>
    selection?.onChange(
      selected.has(key) ? [...selected].filter((k) => k !== key) : [...selected, key],
    );

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={500}>
        <Table highlightOnHover={Boolean(onRowClick)} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {selection ? (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select all"
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    onChange={() => selection.onChange(allSelected ? [] : keys)}
                  />
                </Table.Th>
              ) : null}
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width}>
                  {column.header}
                </Table.Th>
              ))}
              {rowActions ? <Table.Th w={48} aria-label="Actions" /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              const rowProps = {
                onClick: onRowClick ? () => onRowClick(row) : undefined,
                style: onRowClick ? { cursor: 'pointer' } : undefined,
                bg: selected.has(key) ? 'var(--mantine-color-blue-light)' : undefined,
              };
              const cells = (
                <>
                  {selection ? (
                    <Table.Td onClick={stopRowClick}>
                      <Checkbox
                        aria-label={`Select ${rowLabel(row)}`}
                        checked={selected.has(key)}
                        onChange={() => toggle(key)}
                      />
                    </Table.Td>
                  ) : null}
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      onClick={column.stopRowClick ? stopRowClick : undefined}
                    >
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                  {rowActions ? (
                    <Table.Td onClick={stopRowClick}>
                      <RowMenu label={rowLabel(row)} actions={rowActions(row)} />
                    </Table.Td>
                  ) : null}
                </>
              );
              return RowComponent ? (
                <RowComponent key={key} rowKey={key} {...rowProps}>
                  {cells}
                </RowComponent>
              ) : (
                <Table.Tr key={key} {...rowProps}>
                  {cells}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paging && paging.total > PAGE_SIZE ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {paging.offset + 1}-{Math.min(paging.offset + rows.length, paging.total)} of{' '}
            {paging.total}
          </Text>
          <Pagination
            total={Math.ceil(paging.total / PAGE_SIZE)}
            value={Math.floor(paging.offset / PAGE_SIZE) + 1}
            onChange={(page) => paging.onOffsetChange((page - 1) * PAGE_SIZE)}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
