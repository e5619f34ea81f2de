import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The buttons that end a form, on the right: Cancel (where the form can be left) and the
 * submit button, which spins while the form saves.
 */
export function FormActions({
  submitLabel = 'Save',
  saving,
  disabled,
  onCancel,
}: {
  submitLabel?: ReactNode;
  saving?: boolean;
  /** The submit button waits for something (a ticked box); Cancel never does. */
  disabled?: boolean;
  /** No Cancel button without it. */
  onCancel?: () => void;
}) {
  return (
    <Group justify="flex-end">
      {onCancel ? (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" loading={saving} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
