import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@parley/contract';
import { FormMessage } from '../../../../components/form/FormMessage';

export function LoginPage({
  error,
  onLogIn,
}: {
  /** A failed return from the hosted log-in page; without one the page is on its way there. */
  error: string | null;
  onLogIn: () => void;
}) {
  return (
    <Stack>
      <Title order={2} ta="center">
        {`Log in to ${PRODUCT_NAME}`}
      </Title>
      <FormMessage error={error} />
      {error ? null : (
        <Group justify="center" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Taking you to the log-in page…</Text>
        </Group>
      )}
      <Button onClick={onLogIn} fullWidth>
        Log In
      </Button>
    </Stack>
  );
}
