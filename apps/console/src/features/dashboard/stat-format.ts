import { formatPercentage } from '../../lib/format';

/** The dashboard's figures as text, in British English (money: lib/format's formatAmounts). */

const EMPTY = '-';
const counts = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const decimals = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

const missing = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || Number.isNaN(value);

/** 12,345 */
export const formatCount = (value: number | null | undefined) =>
  missing(value) ? EMPTY : counts.format(value);

/** 1.25 */
export const formatDecimal = (value: number | null | undefined) =>
  missing(value) ? EMPTY : decimals.format(value);

/** 12.5% from a value on the 0–100 scale. */
export const formatShare = (value: number | null | undefined) => formatPercentage(value, 1);

/** A duration in seconds as 1h 02m, 3m 05s or 42s. */
export function formatDuration(seconds: number | null | undefined): string {
  if (missing(seconds)) return EMPTY;
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${pad(rest)}s`;
  return `${rest}s`;
}
