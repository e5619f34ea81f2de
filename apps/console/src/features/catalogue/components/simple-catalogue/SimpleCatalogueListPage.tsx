import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { ListSearch } from '../../../../components/data-table/ListSearch';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PageHeader } from '../../../../components/PageHeader';
import type { CatalogueField } from '../../simple-entities';

/** One row as the list shows it: the item's values by field name, and where it opens. */
export interface CatalogueRow {
  id: string;
  name: string;
  href: string;
  cells: Record<string, string>;
}

export interface SimpleCatalogueListPageProps {
  title: string;
  /** Title case, singular: 'Product'. */
  item: string;
  /** Title case, plural: 'Products'. */
  items: string;
  emptyMessage: string;
  fields: readonly CatalogueField[];
  rows: CatalogueRow[] | undefined;
  /** Why the list could not be loaded, instead of the table. */
  loadError: string | null;
  total: number;
  offset: number;
  onOffsetChange: (offset: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  newHref: string;
  onOpen: (row: CatalogueRow) => void;
  onDelete: (rows: CatalogueRow[]) => void;
  deleting: boolean;
}

export function SimpleCatalogueListPage({
  title,
  item,
  items,
  emptyMessage,
  fields,
  rows,
  loadError,
  total,
  offset,
  onOffsetChange,
  search,
  onSearchChange,
  selected,
  onSelectedChange,
  newHref,
  onOpen,
  onDelete,
  deleting,
}: SimpleCatalogueListPageProps) {
  const columns: Column<CatalogueRow>[] = fields.map((field) => ({
    key: field.name,
    header: field.label,
    cell: (row) =>
      field.name === 'name' ? (
        <Anchor component={Link} to={row.href} onClick={(event) => event.stopPropagation()}>
          {row.name}
        </Anchor>
      ) : (
        row.cells[field.name]
      ),
  }));
  const chosen = rows?.filter((row) => selected.includes(row.id)) ?? [];
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Group>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              disabled={chosen.length === 0}
              loading={deleting}
              onClick={() => onDelete(chosen)}
            >
              Delete selected
            </Button>
            <Button component={Link} to={newHref} leftSection={<IconPlus size={16} />}>
              New {item}
            </Button>
          </Group>
        }
      />
      <Stack>
        <ListSearch value={search} onChange={onSearchChange} label={`Search ${items}`} />
        {loadError ? (
          <FormMessage error={loadError} />
        ) : (
          <DataTable<CatalogueRow>
            rows={rows}
            columns={columns}
            rowKey={(row) => row.id}
            rowLabel={(row) => row.name}
            emptyMessage={search ? `No ${items} match your search.` : emptyMessage}
            selection={{ selected, onChange: onSelectedChange }}
            onRowClick={onOpen}
            rowActions={(row) => [
              { label: 'Edit', icon: <IconPencil size={16} />, onClick: () => onOpen(row) },
              {
                label: 'Delete',
                icon: <IconTrash size={16} />,
                color: 'red',
                onClick: () => onDelete([row]),
              },
            ]}
            paging={{ offset, total, onOffsetChange }}
          />
        )}
      </Stack>
    </>
  );
}
