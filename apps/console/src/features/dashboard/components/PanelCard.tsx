import { Alert, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One stats call's answer as a panel sees it: the data, or why it could not be loaded. */
export interface Loadable<T> {
  data: T | undefined;
  /** Why the call failed; null while it loads or once it answered. */
  error: string | null;
}

/**
 * A dashboard panel: its title (a region named after it) and, while its call is under way or if it
 * failed, a loader or the reason in place of the body.
 */
export function PanelCard({
  title,
  actions,
  loading = false,
  error = null,
  children,
}: {
  title: string;
  actions?: ReactNode;
  loading?: boolean;
  error?: string | null;
  children?: ReactNode;
}) {
  let body = children;
  if (error) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        {error}
      </Alert>
    );
  } else if (loading) {
    body = (
      <Center mih={96} role="status" aria-label={`Loading ${title}`}>
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} h="100%">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {title}
          </Title>
          {actions}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}

/** PanelCard for one call's answer: the body is drawn only once the data is there. */
export function LoadablePanel<T>({
  title,
  state,
  actions,
  children,
}: {
  title: string;
  state: Loadable<T>;
  actions?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <PanelCard
      title={title}
      actions={actions}
      loading={state.data === undefined}
      error={state.error}
    >
      {state.data === undefined ? null : children(state.data)}
    </PanelCard>
  );
}
