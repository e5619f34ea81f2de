import { Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { DataTable, type DataTableProps } from '../data-table/DataTable';
import type { RowAction } from '../data-table/RowMenu';
import { deleteAction } from '../data-table/row-kit';
import { FormMessage } from '../form/FormMessage';

export interface ItemTableProps<Row> extends Pick<
  DataTableProps<Row>,
  'rows' | 'columns' | 'rowKey' | 'rowLabel' | 'emptyMessage' | 'selection'
> {
  /** Why the list could not be loaded, instead of the table. */
  loadError: string | null;
  /** A message above the table that leaves it shown (a refused switch). */
  notice?: string | null;
  onOpen: (row: Row) => void;
  /** The row menu's actions between Edit and Delete. */
  moreActions?: (row: Row) => RowAction[];
  onDelete: (row: Row) => void;
}

/**
 * A list of items that open on a click: the load error in place of the table, and a row menu of
 * Edit, the item's own actions, then Delete.
 */
export function ItemTable<Row>({
  loadError,
  notice = null,
  onOpen,
  moreActions,
  onDelete,
  ...table
}: ItemTableProps<Row>) {
  return (
    <Stack>
      <FormMessage error={loadError ?? notice} />
      {loadError ? null : (
        <DataTable
          {...table}
          onRowClick={onOpen}
          rowActions={(row) => [
            { label: 'Edit', icon: <IconPencil size={16} />, onClick: () => onOpen(row) },
            ...(moreActions?.(row) ?? []),
            deleteAction(() => onDelete(row)),
          ]}
        />
      )}
    </Stack>
  );
}
