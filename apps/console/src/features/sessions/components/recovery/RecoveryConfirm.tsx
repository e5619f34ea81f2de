import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import {
  RECOVERY_MESSAGE_MAX,
  RECOVERY_OFFER_TYPE_LABELS,
  RECOVERY_REASON_LABELS,
  RECOVERY_REASONS,
  type TCounterLimits,
  type TRecoveryDecision,
  type TRecoveryOfferType,
} from '@parley/contract';
import { useForm, useWatch } from 'react-hook-form';
import { NumberField } from '../../../../components/form/NumberField';
import { SelectField } from '../../../../components/form/SelectField';
import { TextareaField } from '../../../../components/form/ToggleFields';
import {
  emptyRecoveryForm,
  recoveryDecision,
  recoverySchema,
  type RecoveryFormValues,
} from './recovery-form';

const REASON_OPTIONS = RECOVERY_REASONS.map((reason) => ({
  value: reason,
  label: RECOVERY_REASON_LABELS[reason],
}));

const QUESTIONS: Record<TRecoveryOfferType, string> = {
  accept:
    "Accept the shopper's offer? They will be e-mailed a one-off link to buy at their price, valid for 24 hours.",
  counter:
    'Send the shopper a final counter-offer? They will be e-mailed a one-off, non-negotiable link to buy at your price, valid for 24 hours.',
  reject: "Reject the shopper's offer? It will be archived for good and cannot be recovered.",
};

/**
 * The confirmation step of a recovery decision (part 1 §4): the offers, your price for a
 * counter-offer (from the walkaway price up to below the list price), the reason (accept and
 * counter) and a message to the shopper of at most 250 characters, with its count.
 */
export function RecoveryConfirm({
  offerType,
  userOffer,
  limits,
  money,
  deciding,
  onConfirm,
  onBack,
}: {
  offerType: TRecoveryOfferType;
  userOffer: number;
  limits: TCounterLimits;
  money: (amount: number) => string;
  deciding: boolean;
  onConfirm: (decision: TRecoveryDecision) => void;
  onBack: () => void;
}) {
  const terms = { offerType, userOffer, limits };
  const { control, handleSubmit } = useForm<RecoveryFormValues>({
    resolver: zodResolver(recoverySchema(terms)),
    defaultValues: emptyRecoveryForm,
  });
  const message = useWatch({ control, name: 'retailer_message' });
  const tooLong = message.length > RECOVERY_MESSAGE_MAX;
  const writes = offerType !== 'reject';
  return (
    <form
      noValidate
      aria-label={RECOVERY_OFFER_TYPE_LABELS[offerType]}
      onSubmit={(event) =>
        void handleSubmit((values) => onConfirm(recoveryDecision(values, terms)))(event)
      }
    >
      <Stack>
        <Text size="sm">{QUESTIONS[offerType]}</Text>
        <Group gap="xl">
          <Text size="sm">
            Shopper&apos;s offer: <b>{money(userOffer)}</b>
          </Text>
          {offerType === 'counter' ? (
            <Text size="sm">
              Walkaway price: <b>{money(limits.walkaway_price)}</b>
            </Text>
          ) : null}
          <Text size="sm">
            List price: <b>{money(limits.product_price)}</b>
          </Text>
        </Group>
        {offerType === 'counter' ? (
          <NumberField
            control={control}
            name="retailer_offer"
            label="Your final offer"
            required
            min={0}
            decimalScale={2}
            hideControls
          />
        ) : null}
        {writes ? (
          <>
            <SelectField
              control={control}
              name="reason"
              label="Reason"
              placeholder="Choose a reason"
              required
              data={REASON_OPTIONS}
              comboboxProps={{ withinPortal: false }}
            />
            <TextareaField
              control={control}
              name="retailer_message"
              label="Message to the shopper"
              autosize
              minRows={3}
              description={
                <Text span size="xs" c={tooLong ? 'red' : 'dimmed'}>
                  {message.length}/{RECOVERY_MESSAGE_MAX}
                </Text>
              }
            />
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack} disabled={deciding}>
            Back
          </Button>
          <Button
            type="submit"
            color={offerType === 'reject' ? 'red' : undefined}
            loading={deciding}
          >
            Confirm
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
