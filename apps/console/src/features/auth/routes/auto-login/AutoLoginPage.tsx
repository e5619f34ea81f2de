import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FormMessage } from '../../../../components/form/FormMessage';
import { authLinks } from '../../links';

export function AutoLoginPage({ error }: { error: string | null }) {
  return (
    <Stack>
      <Title order={2} ta="center">
        Logging in
      </Title>
      {error ? (
        <>
          <FormMessage error={error} />
          <Anchor component={Link} to={authLinks.login()} ta="center">
            Go to the log-in page
          </Anchor>
        </>
      ) : (
        <Group justify="center" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Please wait…</Text>
        </Group>
      )}
    </Stack>
  );
}
