import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/** A refusal or a confirmation above (or below) a form; nothing when there is no message. */
export function FormMessage({
  error,
  success,
}: {
  error?: string | null;
  success?: string | null;
}) {
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
        {error}
      </Alert>
    );
  }
  if (success) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck />} role="status">
        {success}
      </Alert>
    );
  }
  return null;
}
