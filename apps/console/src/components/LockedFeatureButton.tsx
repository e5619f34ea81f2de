import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { billingLinks } from '../features/billing';

/** Where a plan lacks a feature, this stands in for it and leads to the billing page. */
export function LockedFeatureButton({
  retailerId,
  label = 'Upgrade to unlock',
}: {
  retailerId: string;
  label?: string;
}) {
  return (
    <Button
      component={Link}
      to={billingLinks.plan({ retailerId })}
      variant="light"
      color="gray"
      leftSection={<IconLock size={16} />}
    >
      {label}
    </Button>
  );
}
