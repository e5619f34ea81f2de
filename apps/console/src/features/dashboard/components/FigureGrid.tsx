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

/** Stats whose fields K each come with their change from the range before. */
type ChangingStats<K extends string> = Record<K, number | null> & {
  /** Null without a range before ('all') or with limited data. */
  changes: Partial<Record<K, TStatChange | null>> | null;
};

/** The figure of the stats' field `key`, formatted, with its change. */
export function figureOf<K extends string>(
  stats: NoInfer<ChangingStats<K>>,
  key: K,
  label: string,
  format: (value: number | null) => string,
): Figure {
  return { label, value: format(stats[key]), change: stats.changes?.[key] };
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
