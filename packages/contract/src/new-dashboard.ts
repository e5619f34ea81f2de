/**
 * The New dashboard (part 1 §2): a page this server renders inside the console's frame, opened
 * through POST /auth/handoff. One retailer's figures, or all retailers' for an administrator,
 * day by day.
 */
import { z } from 'zod';
import { zCalendarDate } from './common';
import { labelledEnum } from './enum-labels';

/** The embedded page and its data, outside the API base: the handoff URL leads here. */
export const NEW_DASHBOARD_PATH = '/embedded/newdashboard';

export const { values: NEW_DASHBOARD_RANGES, labels: NEW_DASHBOARD_RANGE_LABELS } = labelledEnum({
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  custom: 'Custom',
});
export type TNewDashboardRange = (typeof NEW_DASHBOARD_RANGES)[number];
export const NEW_DASHBOARD_DEFAULT_RANGE: TNewDashboardRange = '30d';
/** The longest custom range, in days: a year and a day, so any calendar year fits. */
export const NEW_DASHBOARD_MAX_DAYS = 367;

/** The page's query: a preset, or 'custom' with its first and last days (both included). */
export const ZNewDashboardQuery = z.object({
  range: z.enum(NEW_DASHBOARD_RANGES).default(NEW_DASHBOARD_DEFAULT_RANGE),
  start: zCalendarDate().optional(),
  end: zCalendarDate().optional(),
});
export type TNewDashboardQuery = z.infer<typeof ZNewDashboardQuery>;

export const ZCurrencyAmount = z.object({ currency: z.string(), amount: z.number() });
export type TCurrencyAmount = z.infer<typeof ZCurrencyAmount>;

/**
 * The figures of the negotiations started in one day (or a whole range), and of the store's sales
 * made in it. A figure without the data to compute it (no deal to average, no control sale) is
 * null, never zero.
 */
export const ZNewDashboardFigures = z.object({
  /** Negotiations started. */
  parleys: z.number().int(),
  /** Of those, the ones where shopper and bot agreed a price. */
  deals: z.number().int(),
  /** Of those, the ones bought. */
  purchases: z.number().int(),
  /** Bought deals at their agreed price, per currency (stores may sell in several). */
  revenue: z.array(ZCurrencyAmount),
  /** Mean discount of the agreed prices off the list price, in per cent (selling deals only). */
  average_discount_percentage: z.number().nullable(),
  /** Purchases per negotiation, in per cent. */
  conversion_percentage: z.number().nullable(),
  /**
   * Store sales while an uplift test ran, by cohort: shoppers offered negotiation (test) and the
   * control cohort, who never are. Only sales that name their shopper can be placed.
   */
  test_sales: z.number().int(),
  control_sales: z.number().int(),
  /**
   * How much more often the test cohort bought than the control cohort, in per cent (negative:
   * less often). Each cohort's sales are divided by its share of shoppers, so the ratio is that
   * of the two conversion rates. Null without a control sale to compare with.
   */
  conversion_uplift_percentage: z.number().nullable(),
});
export type TNewDashboardFigures = z.infer<typeof ZNewDashboardFigures>;

export const ZNewDashboardDay = ZNewDashboardFigures.extend({ date: zCalendarDate() });
export type TNewDashboardDay = z.infer<typeof ZNewDashboardDay>;

export const ZNewDashboardSeries = z.object({
  /** The retailer shown, or null for all retailers (administrators). */
  retailer: z.object({ retailer_id: z.string(), name: z.string() }).nullable(),
  /** Days are calendar days in this zone: the retailer's, or UTC across retailers. */
  timezone: z.string(),
  range: z.enum(NEW_DASHBOARD_RANGES),
  start_date: zCalendarDate(),
  end_date: zCalendarDate(),
  /** Every day of the range, oldest first, days without negotiations included. */
  days: z.array(ZNewDashboardDay),
  totals: ZNewDashboardFigures,
});
export type TNewDashboardSeries = z.infer<typeof ZNewDashboardSeries>;
