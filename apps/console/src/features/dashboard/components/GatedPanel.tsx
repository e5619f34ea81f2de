import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { TPanelState } from '@parley/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LockedFeatureButton } from '../../../components/LockedFeatureButton';
import { rulesLinks } from '../../rules';
import { PanelCard } from './PanelCard';

const STATE_BADGE: Record<Exclude<TPanelState, 'active'>, string> = {
  locked: 'Not in plan',
  inactive: 'Not in any active rule',
};

/** What a gated panel is drawn for besides its figures: who is looking where. */
export interface PanelGate {
  isAdmin: boolean;
  /** The retailer in context. */
  retailerId: string | null;
}

/**
 * Recovered {product}s and Bundling & Addons (part 1 §2 Dashboard): locked when the plan lacks the
 * feature (a lock button to billing), inactive when no active rule uses it (the way to the rules),
 * the figures when active. Administrators always see the figures, with the retailer's state noted.
 */
export function GatedPanel({
  title,
  state,
  isAdmin,
  retailerId,
  lockedMessage,
  inactiveMessage,
  children,
}: {
  title: string;
  /** From the stats answer; null across retailers. */
  state: TPanelState | null;
  isAdmin: boolean;
  /** The retailer in context. */
  retailerId: string | null;
  lockedMessage: string;
  inactiveMessage: string;
  children: ReactNode;
}) {
  if (isAdmin || state === null || state === 'active' || retailerId === null) {
    const note = state && state !== 'active' ? STATE_BADGE[state] : null;
    return (
      <PanelCard
        title={title}
        actions={
          note ? (
            <Badge variant="light" color="gray">
              {note}
            </Badge>
          ) : null
        }
      >
        {children}
      </PanelCard>
    );
  }
  return (
    <PanelCard title={title}>
      <Stack align="flex-start" gap="sm">
        <Text size="sm" c="dimmed">
          {state === 'locked' ? lockedMessage : inactiveMessage}
        </Text>
        {state === 'locked' ? (
          <LockedFeatureButton retailerId={retailerId} />
        ) : (
          <Anchor component={Link} to={rulesLinks.list({ retailerId })} size="sm">
            Go to the Ruleset
          </Anchor>
        )}
      </Stack>
    </PanelCard>
  );
}
