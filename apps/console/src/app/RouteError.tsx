import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@parley/contract';
import { useRouteError } from 'react-router';
import { ApiError } from '../lib/api-error';

/** What a route shows when its guard or screen fails outright. */
export function RouteError() {
  const error = useRouteError();
  const message =
    error instanceof ApiError && error.noAnswer ? MSG.cannotContact : MSG.somethingWrong;
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder p="xl" maw={480}>
        <Stack>
          <Title order={3}>{MSG.somethingWrong}</Title>
          {message === MSG.somethingWrong ? null : <Text>{message}</Text>}
          <Button onClick={() => window.location.reload()}>Try again</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
