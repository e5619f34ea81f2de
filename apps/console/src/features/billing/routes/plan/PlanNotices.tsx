import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { PRICING_PLAN_LABELS, type TBillingScheme } from '@parley/contract';
import { IconArrowUpRight, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CapReachedNotice } from '../../components/CapReachedNotice';

/**
 * What Account & Plan says above the plan (part 2 §2, §4): Shopify's charge being confirmed, an
 * upgrade waiting for approval, a cap reached, and the banner that offers the next plan.
 */
export function PlanNotices({
  retailerId,
  scheme,
  choiceHref,
  confirmingCharge,
  approving,
  onApprove,
}: {
  retailerId: string;
  scheme: TBillingScheme;
  choiceHref: string;
  confirmingCharge: boolean;
  approving: boolean;
  onApprove: () => void;
}) {
  const pending = scheme.pending_scheme;
  const upgrade = scheme.upgrade_plan_identifier;
  return (
    <Stack gap="sm">
      {confirmingCharge ? (
        <Alert color="blue" variant="light" icon={<Loader size={16} />} role="status">
          Confirming your plan change with Shopify…
        </Alert>
      ) : null}
      {pending ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconClock />}
          role="note"
          data-testid="pending-upgrade"
        >
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              Your upgrade to {pending.pricing_plan.name} is pending
            </Text>
            <Button size="xs" loading={approving} onClick={onApprove}>
              Approve Upgrade
            </Button>
          </Group>
        </Alert>
      ) : null}
      {scheme.cap_reached ? (
        <CapReachedNotice retailerId={retailerId} planName={scheme.pricing_plan.name} />
      ) : (
        <Alert
          color="blue"
          variant="light"
          icon={<IconArrowUpRight />}
          role="note"
          data-testid="upgrade-banner"
        >
          <Group justify="space-between">
            <Text size="sm">
              {upgrade
                ? `Get more from your store: upgrade to ${PRICING_PLAN_LABELS[upgrade]}.`
                : 'Looking for a different plan? See every plan and what it includes.'}
            </Text>
            <Button component={Link} to={choiceHref} size="xs">
              {upgrade ? 'Upgrade Plan' : 'Change Plan'}
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
