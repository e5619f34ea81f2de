import { PAGE_SIZE } from '@parley/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { deleteSelected } from '../../../../../components/list-page/delete-selected';
import { notify } from '../../../../../components/feedback/notify';
import { refusalMessage } from '../../../../../lib/api-error';
import { useOffsetParam } from '../../../../../lib/url-state';
import { useCatalogueList, useDeleteCatalogueItems } from '../../../api';
import { ADDON_ITEM, catalogueLinks } from '../../../links';
import { AddonItemsListPage } from './AddonItemsListPage';

/** Part 2 §7: a single delete names the list it comes from. */
const DELETE_QUERY = { context: 'addon_items' };

export default function AddonItemsListRoute() {
  const { retailerId = '' } = useParams();
  const navigate = useNavigate();
  const [offset, setOffset] = useOffsetParam();
  const [selected, setSelected] = useState<string[]>([]);
  const list = useCatalogueList(retailerId, 'addon_items', { offset });
  const remove = useDeleteCatalogueItems(retailerId, 'addon_items', DELETE_QUERY);
  const items = list.data?.addon_items;

  const onDelete = (ids: string[]) =>
    deleteSelected({
      item: 'gift with purchase',
      items: 'gifts with purchase',
      ids,
      remove: (handlers) => remove.mutate(ids, handlers),
      onDeleted: () => {
        notify.deleted(ADDON_ITEM);
        // Emptied the last page: show the one before rather than an empty table.
        if (offset > 0 && items && ids.length >= items.length) setOffset(offset - PAGE_SIZE);
      },
      setSelected,
    });

  return (
    <AddonItemsListPage
      items={items}
      total={list.data?.total ?? 0}
      offset={offset}
      error={list.isError ? refusalMessage(list.error) : null}
      selected={selected}
      deleting={remove.isPending}
      onSelectedChange={setSelected}
      onOffsetChange={(next) => {
        // The selection is of the rows in view: another page starts afresh.
        setSelected([]);
        setOffset(next);
      }}
      onCreate={() => void navigate(catalogueLinks.addonItems.new({ retailerId }))}
      onOpen={(item) =>
        void navigate(catalogueLinks.addonItems.item({ retailerId, itemId: item.addon_item_id }))
      }
      onDelete={onDelete}
    />
  );
}
