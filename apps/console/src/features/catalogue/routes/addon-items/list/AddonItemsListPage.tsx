import { Button, Group } from '@mantine/core';
import { ADDON_TYPE_LABELS, type TAddonItem } from '@parley/contract';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../../../components/data-table/DataTable';
import { deleteAction } from '../../../../../components/data-table/row-kit';
import { FormMessage } from '../../../../../components/form/FormMessage';
import { PageHeader } from '../../../../../components/PageHeader';
import { formatMoney } from '../../../../../lib/format';
import { GIFT_CURRENCY } from '../../../gift-currency';
import { ADDON_ITEM } from '../../../links';

const COLUMNS: Column<TAddonItem>[] = [
  { key: 'name', header: 'Name', cell: (item) => item.name },
  { key: 'product', header: 'Product ID', cell: (item) => item.retailer_product_id },
  {
    key: 'display',
    header: 'Display Value',
    cell: (item) => formatMoney(Number(item.display_value), GIFT_CURRENCY),
  },
  { key: 'type', header: 'Type', cell: (item) => ADDON_TYPE_LABELS[item.addon_type] },
];

export function AddonItemsListPage({
  items,
  total,
  offset,
  error,
  selected,
  deleting,
  onSelectedChange,
  onOffsetChange,
  onCreate,
  onOpen,
  onDelete,
}: {
  items: TAddonItem[] | undefined;
  total: number;
  offset: number;
  error: string | null;
  selected: string[];
  deleting: boolean;
  onSelectedChange: (ids: string[]) => void;
  onOffsetChange: (offset: number) => void;
  onCreate: () => void;
  onOpen: (item: TAddonItem) => void;
  onDelete: (ids: string[]) => void;
}) {
  return (
    <>
      <PageHeader
        title={ADDON_ITEM}
        actions={
          <Group gap="sm">
            {selected.length > 0 ? (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                loading={deleting}
                onClick={() => onDelete(selected)}
              >
                Delete selected ({selected.length})
              </Button>
            ) : null}
            <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
              New {ADDON_ITEM}
            </Button>
          </Group>
        }
      />
      {error ? (
        <FormMessage error={error} />
      ) : (
        <DataTable
          rows={items}
          columns={COLUMNS}
          rowKey={(item) => item.addon_item_id}
          rowLabel={(item) => item.name}
          emptyMessage="Currently there are no Gifts With Purchase."
          selection={{ selected, onChange: onSelectedChange }}
          onRowClick={onOpen}
          rowActions={(item) => [
            { label: 'Edit', icon: <IconEdit size={16} />, onClick: () => onOpen(item) },
            deleteAction(() => onDelete([item.addon_item_id])),
          ]}
          paging={{ offset, total, onOffsetChange }}
        />
      )}
    </>
  );
}
