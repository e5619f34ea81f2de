import { IconPencil } from '@tabler/icons-react';
import type { Column } from '../../../../components/data-table/DataTable';
import { RowLink } from '../../../../components/data-table/row-kit';
import {
  SearchableListPage,
  type SearchableListPageProps,
} from '../../../../components/list-page/SearchableListPage';
import type { CatalogueField } from '../../simple-entities';

/** One row as the list shows it: the item's values by field name, and where it opens. */
export interface CatalogueRow {
  id: string;
  name: string;
  href: string;
  cells: Record<string, string>;
}

/** What the searchable list takes but its columns (a field each) and row menu, made here. */
export type SimpleCatalogueListPageProps = Omit<
  SearchableListPageProps<CatalogueRow>,
  'columns' | 'rowKey' | 'rowLabel' | 'rowActions'
> & { fields: readonly CatalogueField[] };

export function SimpleCatalogueListPage({ fields, ...page }: SimpleCatalogueListPageProps) {
  const columns: Column<CatalogueRow>[] = fields.map((field) => ({
    key: field.name,
    header: field.label,
    cell: (row) =>
      field.name === 'name' ? <RowLink to={row.href}>{row.name}</RowLink> : row.cells[field.name],
  }));
  return (
    <SearchableListPage<CatalogueRow>
      {...page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { label: 'Edit', icon: <IconPencil size={16} />, onClick: () => page.onOpen(row) },
      ]}
    />
  );
}
