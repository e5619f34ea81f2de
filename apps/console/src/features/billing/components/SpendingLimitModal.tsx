import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME, SPENDING_LIMIT_FEE_PERCENTAGE, zUsageCap } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormActions } from '../../../components/form-actions/FormActions';
import { FormMessage } from '../../../components/form/FormMessage';
import { TextField } from '../../../components/form/TextField';

const ZSpendingLimit = z.object({ usage_cap: zUsageCap() });

export const SPENDING_LIMIT_TITLE = 'Monthly Spending Limit';

/** The dialog as a screen holds it open: everything but its submit button's label. */
export interface SpendingLimitDialog {
  planName: string;
  currency: string;
  initialCap: number;
  saving: boolean;
  /** The server's refusal of the change, if any. */
  error: string | null;
  onSave: (usageCap: number) => void;
  onClose: () => void;
}

/**
 * The monthly limit on a plan's usage fees (part 2 §5 'Plan spending limit: numeric input'),
 * checked with the contract's rule, so the server and the dialog say the same.
 */
export function SpendingLimitModal({
  planName,
  currency,
  initialCap,
  saving,
  error,
  submitLabel,
  onSave,
  onClose,
}: SpendingLimitDialog & { submitLabel: string }) {
  const { control, handleSubmit } = useForm<
    z.input<typeof ZSpendingLimit>,
    unknown,
    z.output<typeof ZSpendingLimit>
  >({
    resolver: zodResolver(ZSpendingLimit),
    defaultValues: { usage_cap: String(initialCap) },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={SPENDING_LIMIT_TITLE}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => onSave(values.usage_cap))(event)}
      >
        <Stack>
          <Text size="sm">
            The {planName} plan charges a usage fee of {SPENDING_LIMIT_FEE_PERCENTAGE}% on the sales{' '}
            {PRODUCT_NAME} negotiates. Set the most you want to pay in usage fees each month: once
            it is reached, {PRODUCT_NAME} is switched off on your store until the next month starts.
          </Text>
          <FormMessage error={error} />
          <TextField
            control={control}
            name="usage_cap"
            label={`Spending limit (${currency})`}
            inputMode="decimal"
            withAsterisk
            data-autofocus
          />
          <FormActions submitLabel={submitLabel} saving={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
