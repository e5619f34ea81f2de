import { Stack } from '@mantine/core';
import type { TBillingScheme } from '@parley/contract';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoader } from '../../../../components/PageLoader';
import { SpendingLimitModal, type SpendingLimitDialog } from '../../components/SpendingLimitModal';
import { AccountCard, type PasswordRequestState } from './AccountCard';
import { PlanNotices } from './PlanNotices';
import { PlanSummary } from './PlanSummary';

/** Account & Plan (part 2 §2): the notices, the plan in force and the account behind it. */
export function PlanPage({
  retailerId,
  scheme,
  loadError,
  changeError,
  choiceHref,
  confirmingCharge,
  approving,
  passwordRequest,
  requestedMessage,
  failedMessage,
  spendingLimit,
  onApprove,
  onSpendingLimit,
  onChangePassword,
}: {
  retailerId: string;
  scheme: TBillingScheme | undefined;
  loadError: string | null;
  /** A refused change (approval, Shopify's charge); the dialog shows its own. */
  changeError: string | null;
  choiceHref: string;
  confirmingCharge: boolean;
  approving: boolean;
  passwordRequest: PasswordRequestState;
  requestedMessage: string;
  failedMessage: string;
  spendingLimit: SpendingLimitDialog | null;
  onApprove: () => void;
  onSpendingLimit: (() => void) | null;
  onChangePassword: () => void;
}) {
  return (
    <>
      <PageHeader title="Account & Plan" />
      <Stack maw={960}>
        <FormMessage error={loadError ?? changeError} />
        {scheme ? (
          <>
            <PlanNotices
              retailerId={retailerId}
              scheme={scheme}
              choiceHref={choiceHref}
              confirmingCharge={confirmingCharge}
              approving={approving}
              onApprove={onApprove}
            />
            <PlanSummary scheme={scheme} onSpendingLimit={onSpendingLimit} />
            <AccountCard
              scheme={scheme}
              passwordRequest={passwordRequest}
              requestedMessage={requestedMessage}
              failedMessage={failedMessage}
              onChangePassword={onChangePassword}
            />
          </>
        ) : loadError ? null : (
          <PageLoader />
        )}
      </Stack>
      {spendingLimit ? <SpendingLimitModal {...spendingLimit} submitLabel="Save" /> : null}
    </>
  );
}
