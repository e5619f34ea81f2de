import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  PRODUCT_FIELD,
  RECOVERY_OFFER_TYPE_LABELS,
  RECOVERY_REASON_LABELS,
  summaryStatusLabel,
  type TRecoveredOffer,
  type TRecoveryDecision,
  type TRecoveryOfferType,
  type TSessionDetail,
} from '@parley/contract';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { RecoveryConfirm } from './RecoveryConfirm';

const RECOVERED = `recovered_${PRODUCT_FIELD}` as const;

/** The sessions the panel speaks about: an offer waiting for review, or its outcome. */
const RECOVERY_STATUSES: ReadonlySet<string> = new Set([
  'user_offer_available',
  'user_offer_accepted',
  'user_offer_countered',
  'user_offer_rejected',
]);

/**
 * A decided offer keeps its panel when the session moves on: once the shopper buys through the
 * link and the store's checkout redeems the price token, the status becomes the checkout's or
 * the sale's, and the panel is where the retailer sees the shopper bought through the link.
 */
export const hasRecoveryPanel = (session: TSessionDetail) =>
  RECOVERY_STATUSES.has(session.summary_status) || session[RECOVERED] !== null;

/** Who left the offer: the name and e-mail they gave when walking away, as far as they did. */
const shopperOf = (session: TSessionDetail) =>
  [session.user_name, session.user_email].filter(Boolean).join(' · ') || 'no name or e-mail left';

/**
 * Part 1 §4 Recovery: on an offer waiting for review the retailer (or an administrator) accepts
 * it, sends a final counter-offer or rejects it, through a confirmation step; afterwards the
 * panel shows what was decided (and until when the e-mailed link works).
 */
export function RecoveryPanel({
  session,
  timezone,
  money,
  deciding,
  onDecide,
}: {
  session: TSessionDetail;
  timezone: string;
  money: (amount: number) => string;
  deciding: boolean;
  onDecide: (decision: TRecoveryDecision) => void;
}) {
  const [step, setStep] = useState<TRecoveryOfferType | null>(null);
  const status = summaryStatusLabel(session, 'detail');
  const decided = session[RECOVERED];
  const userOffer = session.last_user_bid;
  const open = session.summary_status === 'user_offer_available';
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label="Recovery">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Recovery
        </Title>
        <Text fw={600} data-testid="recovery-status">
          {status}
        </Text>
        <Text size="sm" data-testid="recovery-shopper">
          Shopper: <b>{shopperOf(session)}</b>
        </Text>
        {open && session.is_recoverable && userOffer !== null ? (
          step ? (
            <RecoveryConfirm
              key={step}
              offerType={step}
              userOffer={userOffer}
              limits={session}
              money={money}
              deciding={deciding}
              onConfirm={onDecide}
              onBack={() => setStep(null)}
            />
          ) : (
            <>
              <Text size="sm">
                The shopper offered <b>{money(userOffer)}</b> (list price{' '}
                {money(session.product_price)}).
              </Text>
              <Group>
                <Button onClick={() => setStep('accept')}>
                  {RECOVERY_OFFER_TYPE_LABELS.accept}
                </Button>
                <Button variant="light" onClick={() => setStep('counter')}>
                  {RECOVERY_OFFER_TYPE_LABELS.counter}
                </Button>
                <Button variant="light" color="red" onClick={() => setStep('reject')}>
                  {RECOVERY_OFFER_TYPE_LABELS.reject}
                </Button>
              </Group>
            </>
          )
        ) : null}
        {!open && decided ? (
          <DecidedOffer offer={decided} timezone={timezone} money={money} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function DecidedOffer({
  offer,
  timezone,
  money,
}: {
  offer: TRecoveredOffer;
  timezone: string;
  money: (amount: number) => string;
}) {
  const when = (value: string) => formatDateTime(value, timezone);
  return (
    <Stack gap={4}>
      <Text size="sm">
        Shopper&apos;s offer: {money(offer.user_offer)}
        {offer.retailer_offer !== null && offer.offer_type === 'counter'
          ? ` · Your final offer: ${money(offer.retailer_offer)}`
          : ''}
      </Text>
      {offer.reason ? <Text size="sm">Reason: {RECOVERY_REASON_LABELS[offer.reason]}</Text> : null}
      {offer.retailer_message ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          Message: {offer.retailer_message}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        Decided {when(offer.decided_at)}
      </Text>
      {offer.redeemed_at ? (
        <Alert color="green" variant="light">
          The shopper bought through the link on {when(offer.redeemed_at)}.
        </Alert>
      ) : offer.link_expires_at ? (
        <Alert color="blue" variant="light">
          The link e-mailed to the shopper can be used once until {when(offer.link_expires_at)}.
        </Alert>
      ) : null}
    </Stack>
  );
}
