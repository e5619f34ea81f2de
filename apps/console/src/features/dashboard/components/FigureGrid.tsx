import { SimpleGrid } from '@mantine/core';
import type { TStatChange } from '@parley/contract';
import { StatFigure } from './StatFigure';

export interface Figure {
  label: string;
  /** Null when the dashboard does not show it (a session count on the reduced dashboard). */
  value: string | null;
  detail?: string;
  change?: TStatChange | null;
}

/** A panel's figures side by side; those the dashboard hides are left out. */
export function FigureGrid({ figures, cols = 2 }: { figures: Figure[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: Math.min(cols, 2), md: cols }} spacing="md">
      {figures.flatMap(({ value, ...figure }) =>
        value === null ? [] : [<StatFigure key={figure.label} value={value} {...figure} />],
      )}
    </SimpleGrid>
  );
}
