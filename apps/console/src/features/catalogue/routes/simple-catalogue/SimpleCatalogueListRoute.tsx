import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PAGE_SIZE } from '@parley/contract';
import { useListPageState } from '../../../../components/list-page/list-page-state';
import { deleteSelected } from '../../../../components/list-page/delete-selected';
import { notify } from '../../../../components/feedback/notify';
import { refusalMessage } from '../../../../lib/api-error';
import { useCatalogueList, useDeleteCatalogueItems } from '../../api';
import {
  SimpleCatalogueListPage,
  type CatalogueRow,
} from '../../components/simple-catalogue/SimpleCatalogueListPage';
import type { SimpleCatalogueConfig, SimpleEntity } from '../../simple-entities';
import { CatalogueGate } from './CatalogueGate';

/** The list of products, product categories or user cohorts, behind the store's gate. */
export function SimpleCatalogueListRoute<E extends SimpleEntity>({
  config,
}: {
  config: SimpleCatalogueConfig<E>;
}) {
  const { retailerId = '' } = useParams();
  return (
    <CatalogueGate config={config} retailerId={retailerId}>
      <CatalogueList config={config} retailerId={retailerId} />
    </CatalogueGate>
  );
}

function CatalogueList<E extends SimpleEntity>({
  config,
  retailerId,
}: {
  config: SimpleCatalogueConfig<E>;
  retailerId: string;
}) {
  const navigate = useNavigate();
  const state = useListPageState();
  const { offset, onOffsetChange: setOffset, search, onSelectedChange: setSelected } = state;
  const list = useCatalogueList(retailerId, config.entity, { offset, search });
  const remove = useDeleteCatalogueItems(retailerId, config.entity);

  const total = list.data?.total ?? 0;
  const rows: CatalogueRow[] | undefined = list.data
    ? config.listItems(list.data).map((item) => {
        const id = config.id(item);
        const cells = config.values(item);
        return {
          id,
          cells,
          name: cells.name ?? '',
          href: config.links.item({ retailerId, itemId: id }),
        };
      })
    : undefined;

  // After deleting the last rows of the last page, show the page before it.
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && total > 0 && offset >= total;
  useEffect(() => {
    if (pastTheEnd) setOffset(Math.floor((total - 1) / PAGE_SIZE) * PAGE_SIZE);
  }, [pastTheEnd, total, setOffset]);

  const onDelete = (chosen: CatalogueRow[]) => {
    const ids = chosen.map((row) => row.id);
    deleteSelected({
      item: config.item.toLowerCase(),
      items: config.items.toLowerCase(),
      ids,
      remove: (handlers) => remove.mutate(ids, handlers),
      onDeleted: () => notify.deleted(ids.length > 1 ? config.items : config.item),
      setSelected,
    });
  };

  return (
    <SimpleCatalogueListPage
      title={config.title}
      item={config.item}
      items={config.items}
      emptyMessage={`Currently there are no ${config.items}.`}
      fields={config.fields}
      rows={rows}
      loadError={list.isError ? refusalMessage(list.error) : null}
      total={total}
      {...state}
      newHref={config.links.new({ retailerId })}
      onOpen={(row) => void navigate(row.href)}
      onDelete={onDelete}
      deleting={remove.isPending}
    />
  );
}
