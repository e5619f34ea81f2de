import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PageHeader } from '../../../../components/PageHeader';

export type PasswordRequestState = 'idle' | 'requesting' | 'requested' | 'error';

export function AdminPasswordPage({
  state,
  requestedMessage,
  errorMessage,
  onRequest,
}: {
  state: PasswordRequestState;
  requestedMessage: string;
  errorMessage: string;
  onRequest: () => void;
}) {
  return (
    <>
      <PageHeader title="Change Password" />
      <Paper withBorder p="lg" maw={560}>
        <Stack align="flex-start">
          <Text>We will email you a link to choose a new password.</Text>
          <FormMessage
            error={state === 'error' ? errorMessage : null}
            success={state === 'requested' ? requestedMessage : null}
          />
          {state === 'requested' ? null : (
            <Button
              leftSection={<IconMail size={16} />}
              loading={state === 'requesting'}
              onClick={onRequest}
            >
              Email me a password link
            </Button>
          )}
        </Stack>
      </Paper>
    </>
  );
}
