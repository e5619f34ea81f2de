import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormMessage } from '../../../components/form/FormMessage';

/**
 * One section of the experiment's screens (General, Retailers, Cohorts, Results), named for
 * screen readers, with the banner of its invalid settings above its content.
 */
export function EditorSection({
  title,
  banner = null,
  children,
}: {
  title: string;
  banner?: string | null;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Stack>
        <Title order={3}>{title}</Title>
        <FormMessage error={banner} />
        {children}
      </Stack>
    </Paper>
  );
}
