import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { PRICING_PLAN_LABELS, type TBillingScheme } from '@parley/contract';
import { IconArrowUpRight, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CapReachedNotice } from '../../components/CapReachedNotice';

/** A notice with its text on the left and what to do about it (the button) on the right. */
function NoticeBar({
  color,
  icon,
  testId,
  text,
  children,
}: {
  color: string;
  icon: ReactNode;
  testId: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <Alert color={color} variant="light" icon={icon} role="note" data-testid={testId}>
      <Group justify="space-between">
        {text}
        {children}
      </Group>
    </Alert>
  );
}

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
        <NoticeBar
          color="yellow"
          icon={<IconClock />}
          testId="pending-upgrade"
          text={
            <Text size="sm" fw={600}>
              Your upgrade to {pending.pricing_plan.name} is pending
            </Text>
          }
        >
          <Button size="xs" loading={approving} onClick={onApprove}>
            Approve Upgrade
          </Button>
        </NoticeBar>
      ) : null}
      {scheme.cap_reached ? (
        <CapReachedNotice retailerId={retailerId} planName={scheme.pricing_plan.name} />
      ) : (
        <NoticeBar
          color="blue"
          icon={<IconArrowUpRight />}
          testId="upgrade-banner"
          text={
            <Text size="sm">
              {upgrade
                ? `Get more from your store: upgrade to ${PRICING_PLAN_LABELS[upgrade]}.`
                : 'Looking for a different plan? See every plan and what it includes.'}
            </Text>
          }
        >
          <Button component={Link} to={choiceHref} size="xs">
            {upgrade ? 'Upgrade Plan' : 'Change Plan'}
          </Button>
        </NoticeBar>
      )}
    </Stack>
  );
}
