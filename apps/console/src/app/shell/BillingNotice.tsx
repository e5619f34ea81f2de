import { Anchor, Badge, Group } from '@mantine/core';
import type { TBillingSchemeSummary } from '@parley/contract';
import { Link } from 'react-router';
import { billingLinks } from '../../features/billing';
import { billingNotice } from './billing';

export function BillingNotice({
  retailerId,
  scheme,
}: {
  retailerId: string;
  scheme: TBillingSchemeSummary;
}) {
  const notice = billingNotice(scheme);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="billing-notice" data-expired={notice.expired}>
      <Badge
        color={notice.expired ? 'red' : 'gray'}
        variant="light"
        size="lg"
        radius="sm"
        tt="none"
        fw={600}
      >
        {notice.text}
      </Badge>
      <Anchor
        component={Link}
        to={billingLinks.plan({ retailerId })}
        size="sm"
        fw={600}
        c={notice.expired ? 'red' : undefined}
      >
        {notice.linkLabel}
      </Anchor>
    </Group>
  );
}
