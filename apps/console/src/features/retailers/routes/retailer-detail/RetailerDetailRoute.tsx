import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MSG, RETAILER_FEATURES, type TRetailerFeature } from '@parley/contract';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../../components/feedback/notify';
import { refusalMessage } from '../../../../lib/api-error';
import {
  useLoginAsRetailer,
  useRetailerAdminDetail,
  useRetailerFeatureChanges,
  useStartUpliftTest,
  useTerminateUpliftTest,
  useUpdateRetailerFeatures,
  useUpdateStoreIntegration,
} from '../../api';
import { authLinks } from '../../../auth';
import { dashboardLinks } from '../../../dashboard';
import { RetailerDetailPage } from './RetailerDetailPage';

/** The auto-login screen with the one-time token, landing on the retailer's dashboard. */
export const loginAsPath = (token: string, retailerId: string) =>
  authLinks.autoLogin({ token, returnPath: dashboardLinks.retailer({ retailerId }) });

export default function RetailerDetailRoute() {
  const { retailerId = '' } = useParams();
  const navigate = useNavigate();
  const retailer = useRetailerAdminDetail(retailerId);
  const store = useUpdateStoreIntegration(retailerId);
  const start = useStartUpliftTest(retailerId);
  const terminate = useTerminateUpliftTest(retailerId);
  const loginAs = useLoginAsRetailer(retailerId);
  const featureChanges = useRetailerFeatureChanges(retailerId);
  const features = useUpdateRetailerFeatures(retailerId);

  const onFeatureChange = (feature: TRetailerFeature, enabled: boolean) => {
    const current = new Set(retailer.data?.available_features ?? []);
    if (enabled) current.add(feature);
    else current.delete(feature);
    features.mutate(
      RETAILER_FEATURES.filter((known) => current.has(known)),
      { onSuccess: () => notify.success(MSG.saved), onError: (error) => notify.failure(error) },
    );
  };

  const onTerminate = () =>
    modals.openConfirmModal({
      title: 'Terminate uplift test',
      children: (
        <Text size="sm">
          Every shopper will be offered negotiation again. The test&apos;s figures stay.
        </Text>
      ),
      labels: { confirm: 'Terminate', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        terminate.mutate(undefined, {
          onSuccess: () => notify.success('Uplift test terminated'),
          onError: (error) => notify.failure(error),
        }),
    });

  return (
    <RetailerDetailPage
      retailer={retailer.data}
      loadError={retailer.isError ? refusalMessage(retailer.error) : null}
      store={{
        onDiscountFunctionsChange: (enabled) =>
          store.mutate(
            { discount_functions_enabled: enabled },
            {
              onSuccess: () => notify.success(MSG.saved),
              onError: (error) => notify.failure(error),
            },
          ),
        saving: store.isPending,
      }}
      uplift={{
        onStart: (percentage) =>
          start.mutate(percentage, {
            onSuccess: () => notify.success('Uplift test started'),
            onError: (error) => notify.failure(error),
          }),
        onTerminate,
        busy: start.isPending || terminate.isPending,
      }}
      loginAs={{
        onLoginAs: () =>
          loginAs.mutate(undefined, {
            onSuccess: ({ token }) => void navigate(loginAsPath(token, retailerId)),
            onError: (error) => notify.failure(error),
          }),
        loggingIn: loginAs.isPending,
      }}
      features={{
        changes: featureChanges.data,
        changesError: featureChanges.isError ? refusalMessage(featureChanges.error) : null,
        saving: features.isPending,
        onChange: onFeatureChange,
      }}
    />
  );
}
