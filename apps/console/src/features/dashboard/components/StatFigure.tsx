import { Group, Stack, Text } from '@mantine/core';
import type { TStatChange } from '@parley/contract';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';

const CHANGE_LOOK = {
  1: { colour: 'teal', Icon: IconArrowUpRight, word: 'Up' },
  0: { colour: 'dimmed', Icon: IconArrowRight, word: 'No change' },
  [-1]: { colour: 'red', Icon: IconArrowDownRight, word: 'Down' },
} as const;

/**
 * A change against the previous period of equal length (part 1 §3 Stat change), its sign shown:
 * green and up, red and down, grey and level.
 */
export function StatChange({ change }: { change: TStatChange }) {
  const { colour, Icon, word } = CHANGE_LOOK[change.sign];
  const sign = { 1: '+', 0: '', [-1]: '-' }[change.sign];
  const text = `${sign}${change.percentage}`;
  return (
    <Group gap={2} wrap="nowrap" c={colour} aria-label={`${word} ${text} on the previous period`}>
      <Icon size={14} aria-hidden />
      <Text span size="xs" fw={600} c={colour}>
        {text}
      </Text>
    </Group>
  );
}

/**
 * One figure of a panel, named by its label (a group for assistive technology and tests), with a
 * secondary line (a share of the sessions) and its change when the dashboard shows changes.
 */
export function StatFigure({
  label,
  value,
  detail,
  change,
}: {
  label: string;
  value: string;
  detail?: string;
  change?: TStatChange | null;
}) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap="xs" align="baseline" wrap="nowrap">
        <Text fz="xl" fw={700}>
          {value}
        </Text>
        {change ? <StatChange change={change} /> : null}
      </Group>
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}
