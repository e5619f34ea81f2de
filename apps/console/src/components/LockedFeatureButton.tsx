import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { billingLinks } from '../features/billing';

/**
 * Where a plan lacks a feature, this stands in for it and leads to Choose Your Plan, where the
 * plans that have it are: an action to take, so it looks like one (not a disabled grey button).
 */
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
      to={billingLinks.planChoice({ retailerId })}
      variant="filled"
      leftSection={<IconLock size={16} />}
    >
      {label}
    </Button>
  );
}
