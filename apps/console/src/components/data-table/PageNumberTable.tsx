import { Stack } from '@mantine/core';
import { FormMessage } from '../form/FormMessage';
import { DataTable, type DataTableProps, type OffsetPaging } from './DataTable';
import { PageNumberPaging } from './PageNumberPaging';

/** What a route hands the page of a long list besides its rows: its paging, or why it failed. */
export interface PagedListProps<Row> extends OffsetPaging {
  /** Why the list could not be loaded, instead of the table. */
  loadError: string | null;
  onOpen: (row: Row) => void;
}

/**
 * A long list (sessions, message search): its table with page-number paging below, or why it
 * could not be loaded in their place.
 */
export function PageNumberTable<Row>({
  loadError,
  offset,
  total,
  onOffsetChange,
  onOpen,
  pageSize,
  totalText,
  ...table
}: Omit<DataTableProps<Row>, 'paging' | 'onRowClick'> &
  Omit<PagedListProps<Row>, 'onOpen'> & {
    /** Opens a row; a list without it has rows that do not open. */
    onOpen?: (row: Row) => void;
    pageSize: number;
    /** The total as the summary ends with it: '95' in '21-40 of 95'. */
    totalText: string;
  }) {
  if (loadError) return <FormMessage error={loadError} />;
  const shownTo = offset + (table.rows?.length ?? 0);
  return (
    <Stack>
      <DataTable<Row> {...table} onRowClick={onOpen} />
      <PageNumberPaging
        offset={offset}
        total={total}
        pageSize={pageSize}
        onOffsetChange={onOffsetChange}
        summary={`${offset + 1}-${shownTo} of ${totalText}`}
      />
    </Stack>
  );
}
