import { Button, Group, Stack } from '@mantine/core';
import type { TBillingEventDetail } from '@parley/contract';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoader } from '../../../../components/PageLoader';
import { ChargeCard, SchemeCard } from './UsageDetailCards';
import { RelatedSales, type RelatedSalesProps } from './RelatedSales';

/**
 * Usage Charge Details (part 2 §2): the charge, its plan, its sales 20 a page, Manage Plan and
 * Manage Charges, and Bill Now for a charge that may be billed (part 2 §4).
 */
export function UsageDetailPage({
  charge,
  loadError,
  offset,
  timezone,
  planHref,
  chargesHref,
  billing,
  sessionHref,
  onOffsetChange,
  onBillNow,
}: Pick<RelatedSalesProps, 'offset' | 'timezone' | 'sessionHref' | 'onOffsetChange'> & {
  charge: TBillingEventDetail | undefined;
  loadError: string | null;
  planHref: string;
  chargesHref: string;
  /** Bill Now is on its way. */
  billing: boolean;
  onBillNow: () => void;
}) {
  return (
    <>
      <PageHeader
        title="Usage Charge Details"
        actions={
          <Group gap="sm">
            <Button component={Link} to={planHref} variant="default">
              Manage Plan
            </Button>
            <Button component={Link} to={chargesHref} variant="default">
              Manage Charges
            </Button>
            {charge?.billable ? (
              <Button leftSection={<IconReceipt size={16} />} loading={billing} onClick={onBillNow}>
                Bill Now
              </Button>
            ) : null}
          </Group>
        }
      />
      {charge ? (
        <Stack>
          <ChargeCard charge={charge} timezone={timezone} />
          <SchemeCard scheme={charge.billing_scheme} timezone={timezone} />
          <RelatedSales
            sales={charge.associated_sessions}
            total={charge.associated_sessions_total}
            offset={offset}
            currency={charge.currency}
            timezone={timezone}
            sessionHref={sessionHref}
            onOffsetChange={onOffsetChange}
          />
        </Stack>
      ) : loadError ? (
        <FormMessage error={loadError} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}
