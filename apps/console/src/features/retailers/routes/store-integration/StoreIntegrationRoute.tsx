import { CUSTOM_CODE_PLACEHOLDER } from '@parley/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../../components/feedback/notify';
import { refusalMessage } from '../../../../lib/api-error';
import { useStoreIntegration, useUpdateStoreIntegration } from '../../api';
import { retailersLinks } from '../../links';
import { STORE_INTEGRATION_TITLE, StoreIntegrationPage } from './StoreIntegrationPage';

export default function StoreIntegrationRoute() {
  const { retailerId = '' } = useParams();
  const navigate = useNavigate();
  const integration = useStoreIntegration(retailerId);
  const save = useUpdateStoreIntegration(retailerId);
  // The user's edits; until the first one, the stored code (or the placeholder config).
  const [edited, setEdited] = useState<string | null>(null);
  const stored = integration.data?.custom_code ?? CUSTOM_CODE_PLACEHOLDER;
  const code = edited ?? stored;
  const detail = retailersLinks.detail({ retailerId });

  return (
    <StoreIntegrationPage
      code={code}
      onCodeChange={setEdited}
      loadError={integration.isError ? refusalMessage(integration.error) : null}
      loading={integration.isPending}
      cancelHref={detail}
      onSave={() =>
        save.mutate(
          { custom_code: code },
          {
            onSuccess: () => {
              notify.saved(STORE_INTEGRATION_TITLE);
              void navigate(detail);
            },
            onError: (error) => notify.failure(error),
          },
        )
      }
      saving={save.isPending}
    />
  );
}
