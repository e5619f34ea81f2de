import { MSG } from '@parley/contract';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../../../components/feedback/notify';
import { FormMessage } from '../../../../../components/form/FormMessage';
import { useUploadImage } from '../../../../../components/image-upload/api';
import { PageLoader } from '../../../../../components/PageLoader';
import { refusalMessage } from '../../../../../lib/api-error';
import { useCatalogueItem, useSaveCatalogueItem } from '../../../api';
import { NEW_ADDON_ITEM, toForm } from '../../../components/addon-items/form';
import { ADDON_ITEM, catalogueLinks } from '../../../links';
import { AddonItemEditorPage } from './AddonItemEditorPage';

export default function AddonItemEditorRoute() {
  const { retailerId = '', itemId } = useParams();
  const id = itemId ?? null;
  const navigate = useNavigate();
  const item = useCatalogueItem(retailerId, 'addon_items', id);
  const save = useSaveCatalogueItem(retailerId, 'addon_items');
  const upload = useUploadImage(retailerId, 'addon_banner');

  if (id !== null && item.isError) {
    return <FormMessage error={refusalMessage(item.error, MSG.somethingWrong)} />;
  }
  if (id !== null && !item.data) return <PageLoader />;

  const backToList = () => void navigate(catalogueLinks.addonItems.list({ retailerId }));
  return (
    <AddonItemEditorPage
      key={id ?? 'new'}
      itemId={id}
      initial={item.data ? toForm(item.data) : NEW_ADDON_ITEM}
      saving={save.isPending}
      uploadImage={(file) => upload.mutateAsync(file)}
      onCancel={backToList}
      onSubmit={async (values) => {
        await save.mutateAsync({ id, values });
        if (id === null) notify.created(ADDON_ITEM);
        else notify.saved(ADDON_ITEM);
        backToList();
      }}
    />
  );
}
