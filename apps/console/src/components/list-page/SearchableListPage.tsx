import { Stack } from '@mantine/core';
import { DataTable, type Column } from '../data-table/DataTable';
import { ListSearch } from '../data-table/ListSearch';
import type { RowAction } from '../data-table/RowMenu';
import { deleteAction } from '../data-table/row-kit';
import { FormMessage } from '../form/FormMessage';
import { ListToolbar } from '../list-toolbar/ListToolbar';
import type { ListPageProps } from './list-page-state';

export interface SearchableListPageProps<Row> extends ListPageProps<Row> {
  title: string;
  /** Title case, singular: 'Product'. */
  item: string;
  /** Title case, plural: 'Products'. */
  items: string;
  /** When there are none at all (a search that finds none says so itself). */
  emptyMessage: string;
  rows: Row[] | undefined;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  rowLabel: (row: Row) => string;
  /** The row menu's actions before Delete. */
  rowActions: (row: Row) => RowAction[];
}

/**
 * A list of a store's items (products, Magic Links …): Delete selected and New in the header, a
 * search box, then the paged table whose rows open, can be checked, and end in Delete.
 */
export function SearchableListPage<Row>({
  title,
  item,
  items,
  emptyMessage,
  rows,
  loadError,
  total,
  columns,
  rowKey,
  rowLabel,
  rowActions,
  newHref,
  onOpen,
  onDelete,
  deleting,
  offset,
  onOffsetChange,
  search,
  onSearchChange,
  selected,
  onSelectedChange,
}: SearchableListPageProps<Row>) {
  const chosen = rows?.filter((row) => selected.includes(rowKey(row))) ?? [];
  return (
    <>
      <ListToolbar
        title={title}
        newHref={newHref}
        newLabel={`New ${item}`}
        chosen={chosen}
        deleting={deleting}
        onDelete={onDelete}
      />
      <Stack>
        <ListSearch value={search} onChange={onSearchChange} label={`Search ${items}`} />
        {loadError ? (
          <FormMessage error={loadError} />
        ) : (
          <DataTable<Row>
            rows={rows}
            columns={columns}
            rowKey={rowKey}
            rowLabel={rowLabel}
            emptyMessage={search ? `No ${items} match your search.` : emptyMessage}
            selection={{ selected, onChange: onSelectedChange }}
            onRowClick={onOpen}
            rowActions={(row) => [...rowActions(row), deleteAction(() => onDelete([row]))]}
            paging={{ offset, total, onOffsetChange }}
          />
        )}
      </Stack>
    </>
  );
}
