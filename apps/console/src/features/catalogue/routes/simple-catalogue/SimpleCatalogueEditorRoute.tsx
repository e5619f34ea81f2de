import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../../components/PageLoader';
import { notify } from '../../../../components/feedback/notify';
import { refusalMessage } from '../../../../lib/api-error';
import { useCatalogueItem, useSaveCatalogueItem } from '../../api';
import { PageNotice } from '../../../../components/PageNotice';
import { SimpleCatalogueEditorPage } from '../../components/simple-catalogue/SimpleCatalogueEditorPage';
import type { SimpleCatalogueConfig, SimpleEntity } from '../../simple-entities';
import { CatalogueGate } from './CatalogueGate';
import { useRetailer } from '../../../retailers';

/** New (no itemId) or existing product, product category or user cohort. */
export function SimpleCatalogueEditorRoute<E extends SimpleEntity>({
  config,
}: {
  config: SimpleCatalogueConfig<E>;
}) {
  const { retailerId = '', itemId } = useParams();
  return (
    <CatalogueGate config={config} retailerId={retailerId}>
      <CatalogueEditor
        key={itemId ?? 'new'}
        config={config}
        retailerId={retailerId}
        itemId={itemId ?? null}
      />
    </CatalogueGate>
  );
}

function CatalogueEditor<E extends SimpleEntity>({
  config,
  retailerId,
  itemId,
}: {
  config: SimpleCatalogueConfig<E>;
  retailerId: string;
  itemId: string | null;
}) {
  const navigate = useNavigate();
  const item = useCatalogueItem(retailerId, config.entity, itemId);
  const save = useSaveCatalogueItem(retailerId, config.entity);
  // Loaded already: the gate waited for it.
  const retailer = useRetailer(retailerId).data;
  const listHref = config.links.list({ retailerId });
  const title = itemId ? `Edit ${config.item}` : `New ${config.item}`;

  if (itemId && item.isError) {
    return (
      <PageNotice
        title={title}
        message={refusalMessage(item.error)}
        backHref={listHref}
        backLabel={`Back to ${config.title}`}
      />
    );
  }
  if (itemId && !item.data) return <PageLoader />;

  return (
    <SimpleCatalogueEditorPage
      title={title}
      help={retailer && config.help?.(retailer)}
      fields={config.fields}
      schema={config.schema}
      initial={
        item.data
          ? config.values(item.data)
          : Object.fromEntries(config.fields.map((field) => [field.name, '']))
      }
      saving={save.isPending}
      onSubmit={async (values) => {
        await save.mutateAsync({ id: itemId, values: config.schema.parse(values) });
        if (itemId) notify.saved(config.item);
        else notify.created(config.item);
        void navigate(listHref);
      }}
      onCancel={() => void navigate(listHref)}
    />
  );
}
