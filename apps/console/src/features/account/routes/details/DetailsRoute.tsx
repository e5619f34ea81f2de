import { MSG } from '@parley/contract';
import { PageLoader } from '../../../../components/PageLoader';
import { refusalMessage } from '../../../../lib/api-error';
import { useAccount, useUpdateAccount } from '../../api';
import { DetailsPage } from './DetailsPage';

export default function DetailsRoute() {
  const { data: account } = useAccount();
  const update = useUpdateAccount();
  if (!account) return <PageLoader />;
  return (
    <DetailsPage
      initial={{ name: account.name, email: account.email }}
      saving={update.isPending}
      error={update.isError ? refusalMessage(update.error, MSG.cannotContact) : null}
      success={update.isSuccess ? MSG.detailsUpdated : null}
      onSubmit={(values) => update.mutate(values)}
    />
  );
}
