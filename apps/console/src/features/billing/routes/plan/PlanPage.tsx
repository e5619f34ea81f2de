import { Stack } from '@mantine/core';
import type { TBillingScheme } from '@parley/contract';
import type { ComponentProps } from 'react';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoader } from '../../../../components/PageLoader';
import { SpendingLimitModal, type SpendingLimitDialog } from '../../components/SpendingLimitModal';
import { AccountCard } from './AccountCard';
import { PlanNotices } from './PlanNotices';
import { PlanSummary } from './PlanSummary';

/** Account & Plan (part 2 §2): the notices, the plan in force and the account behind it. */
export function PlanPage({
  scheme,
  loadError,
  changeError,
  notices,
  account,
  spendingLimit,
  onSpendingLimit,
}: {
  scheme: TBillingScheme | undefined;
  loadError: string | null;
  /** A refused change (approval, Shopify's charge); the dialog shows its own. */
  changeError: string | null;
  /** What the notices and the account card show of the plan, besides the plan itself. */
  notices: Omit<ComponentProps<typeof PlanNotices>, 'scheme'>;
  account: Omit<ComponentProps<typeof AccountCard>, 'scheme'>;
  spendingLimit: SpendingLimitDialog | null;
  onSpendingLimit: (() => void) | null;
}) {
  return (
    <>
      <PageHeader title="Account & Plan" />
      <Stack maw={960}>
        <FormMessage error={loadError ?? changeError} />
        {scheme ? (
          <>
            <PlanNotices scheme={scheme} {...notices} />
            <PlanSummary scheme={scheme} onSpendingLimit={onSpendingLimit} />
            <AccountCard scheme={scheme} {...account} />
          </>
        ) : loadError ? null : (
          <PageLoader />
        )}
      </Stack>
      {spendingLimit ? <SpendingLimitModal {...spendingLimit} submitLabel="Save" /> : null}
    </>
  );
}
