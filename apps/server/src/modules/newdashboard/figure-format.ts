import type { TCurrencyAmount } from '@parley/contract';

/** How the page writes its figures, in British English as the console does. */

/** What a chart's values are: plain counts, percentages or amounts of one currency. */
export type FigureUnit = 'count' | 'percent' | { currency: string };

export const NO_VALUE = '–';

/** A value in its unit; `digits` fixes its decimals (an axis's ticks share theirs). */
export function formatFigure(unit: FigureUnit, value: number, digits?: number) {
  const decimals = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (unit === 'count') return new Intl.NumberFormat('en-GB', decimals).format(value);
  if (unit === 'percent') return `${value.toFixed(digits ?? 1)}%`;
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: unit.currency,
    ...(digits === undefined ? {} : decimals),
  }).format(value);
}

export const count = (n: number) => formatFigure('count', n);
export const money = ({ currency, amount }: TCurrencyAmount) => formatFigure({ currency }, amount);
export const percent = (n: number | null) => (n === null ? NO_VALUE : `${n.toFixed(2)}%`);
export const signed = (n: number | null) => (n !== null && n > 0 ? `+${percent(n)}` : percent(n));

/** Revenue in every currency of the view, each with its symbol (0 when none sold). */
export const revenueText = (amounts: TCurrencyAmount[], currencies: string[]) =>
  currencies.length === 0
    ? count(0)
    : currencies
        .map((currency) =>
          money({ currency, amount: amounts.find((a) => a.currency === currency)?.amount ?? 0 }),
        )
        .join(', ');
