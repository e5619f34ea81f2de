import { Stack } from '@mantine/core';
import type { ComponentProps } from 'react';
import { FormMessage } from '../form/FormMessage';
import { DataTable, type DataTableProps } from './DataTable';
import { PageNumberPaging } from './PageNumberPaging';

type PagingProps = Omit<ComponentProps<typeof PageNumberPaging>, 'summary'> & {
  /** The total as the summary ends with it: '95' in '21-40 of 95'. */
  totalText: string;
};

/**
 * A long list (sessions, message search): its table with page-number paging below, or why it
 * could not be loaded in their place.
 */
export function PageNumberTable<Row>({
  loadError,
  paging: { totalText, ...paging },
  ...table
}: Omit<DataTableProps<Row>, 'paging'> & { loadError: string | null; paging: PagingProps }) {
  if (loadError) return <FormMessage error={loadError} />;
  const shownTo = paging.offset + (table.rows?.length ?? 0);
  return (
    <Stack>
      <DataTable<Row> {...table} />
      <PageNumberPaging {...paging} summary={`${paging.offset + 1}-${shownTo} of ${totalText}`} />
    </Stack>
  );
}
