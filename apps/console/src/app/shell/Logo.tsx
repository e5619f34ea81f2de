import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconMessageCircleDollar } from '@tabler/icons-react';
import { PRODUCT_NAME } from '@parley/contract';

export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'lg' ? 36 : 28} radius="md" variant="filled">
        <IconMessageCircleDollar size={size === 'lg' ? 22 : 18} />
      </ThemeIcon>
      <Text fw={700} fz={size === 'lg' ? 24 : 18}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
