import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and its value, one line of a billing card. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}
