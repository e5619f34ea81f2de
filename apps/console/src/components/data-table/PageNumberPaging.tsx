import { Group, NumberInput, Pagination, Text } from '@mantine/core';
import { PAGE_SIZE } from '@parley/contract';
import { useState, type ReactNode } from 'react';

/**
 * Offset paging with a page number to type (part 1 §2 Sessions list): the arrows step a page, the
 * input jumps to one when it is left or Enter is pressed. Only the summary when one page holds all.
 */
export function PageNumberPaging({
  offset,
  total,
  pageSize = PAGE_SIZE,
  onOffsetChange,
  summary,
}: {
  offset: number;
  total: number;
  pageSize?: number;
  onOffsetChange: (offset: number) => void;
  /** What the rows on screen are, e.g. '21-40 of 95'. */
  summary: ReactNode;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(pages, Math.floor(offset / pageSize) + 1);
  const [typed, setTyped] = useState<string | number>(page);
  const [shown, setShown] = useState(page);
  // The page changed elsewhere (the arrows, the URL): show it in the input.
  if (page !== shown) {
    setShown(page);
    setTyped(page);
  }
  const go = () => {
    const wanted = Math.min(pages, Math.max(1, Math.trunc(Number(typed)) || 1));
    setTyped(wanted);
    if (wanted !== page) onOffsetChange((wanted - 1) * pageSize);
  };
  if (total === 0) return null;
  if (pages === 1) {
    return (
      <Text size="sm" c="dimmed">
        {summary}
      </Text>
    );
  }
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        {summary}
      </Text>
      <Group gap="sm" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Text size="sm">Page</Text>
          <NumberInput
            aria-label="Page number"
            value={typed}
            onChange={setTyped}
            onBlur={go}
            onKeyDown={(event) => {
              if (event.key === 'Enter') go();
            }}
            min={1}
            max={pages}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            w={70}
            size="xs"
          />
          <Text size="sm">of {pages}</Text>
        </Group>
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => onOffsetChange((next - 1) * pageSize)}
          size="sm"
          siblings={1}
        />
      </Group>
    </Group>
  );
}
