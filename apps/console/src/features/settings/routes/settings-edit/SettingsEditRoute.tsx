import { MSG } from '@parley/contract';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../../components/feedback/notify';
import { useUploadImage } from '../../../../components/image-upload/api';
import { PageLoader } from '../../../../components/PageLoader';
import { PageNotice } from '../../../../components/PageNotice';
import { refusalMessage } from '../../../../lib/api-error';
import { useUrlParam } from '../../../../lib/url-state';
import { useGenerateReasons } from '../../../reasons';
import { hasRetailerFeature, useRetailer } from '../../../retailers';
import { sessionsLinks } from '../../../sessions';
import { useSaveStoreSettings } from '../../api';
import {
  toSettingsForm,
  type SettingsRequest,
  type SettingsTab,
} from '../../components/settings-form';
import { SETTINGS_TITLE, SettingsEditPage } from './SettingsEditPage';

/**
 * /retailers/{id}/settings (part 2 §2 Store Settings). The tab (?tab=brand-values) and the
 * generation dialog (?generate=open) are in the URL; Cancel goes to the sessions list.
 */
export default function SettingsEditRoute() {
  const { retailerId = '' } = useParams();
  const navigate = useNavigate();
  const retailer = useRetailer(retailerId);
  const save = useSaveStoreSettings(retailerId);
  const upload = useUploadImage(retailerId, 'email_banner');
  const generate = useGenerateReasons();
  const [tab, setTab] = useUrlParam('tab', 'general');
  const [generateParam, setGenerateParam] = useUrlParam('generate');

  if (retailer.isError) {
    return <PageNotice title={SETTINGS_TITLE} message={refusalMessage(retailer.error)} />;
  }
  if (!retailer.data) return <PageLoader />;

  const brandValues = hasRetailerFeature(retailer.data, 'reasons_editing');
  const canGenerate = brandValues && hasRetailerFeature(retailer.data, 'reasons_generation');

  const onSave = async (request: SettingsRequest) => {
    const saved = await save.mutateAsync(request);
    notify.success(MSG.saved);
    return toSettingsForm(saved, brandValues);
  };

  const closeGeneration = () => {
    generate.reset();
    setGenerateParam('');
  };

  return (
    <SettingsEditPage
      key={retailer.data.id}
      initial={toSettingsForm(retailer.data, brandValues)}
      brandValues={brandValues}
      tab={tab === 'brand-values' ? 'brand-values' : 'general'}
      onTabChange={(next: SettingsTab) => setTab(next)}
      generation={
        canGenerate
          ? {
              open: generateParam === 'open',
              generating: generate.isPending,
              suggestions: generate.data?.reasons ?? null,
              onOpen: () => {
                generate.reset();
                setGenerateParam('open');
              },
              onClose: closeGeneration,
              // The store is named, so an administrator on its settings generates for it.
              onGenerate: (request) =>
                generate.mutate(
                  { ...request, retailer_id: retailerId },
                  { onError: (error) => notify.failure(error) },
                ),
            }
          : null
      }
      saving={save.isPending}
      uploadImage={(file) => upload.mutateAsync(file)}
      onSave={onSave}
      onCancel={() => void navigate(sessionsLinks.list({ retailerId }))}
    />
  );
}
