import { describe, expect, it } from 'vitest';
import { ZDashboardStats, ZStatChange } from './stats-dashboard';
import { ZStatsRequest, STATS_SECTIONS, RECOVERED_SECTION } from './stats';

describe('POST /stats schemas', () => {
  it('reads each action with its own fields, defaulting to every section', () => {
    expect(ZStatsRequest.parse({ action: 'stats' })).toEqual({ action: 'stats', section: 'all' });
    expect(
      ZStatsRequest.parse({ action: 'stats', section: 'engagement', timeRange: '30d' }),
    ).toMatchObject({ section: 'engagement', timeRange: '30d' });
    expect(ZStatsRequest.safeParse({ action: 'forecast' }).success).toBe(false);
    expect(ZStatsRequest.safeParse({ action: 'stats', section: 'nonsense' }).success).toBe(false);
    expect(ZStatsRequest.safeParse({ action: 'walks', navRetailerId: 'shop' }).success).toBe(false);
    expect(RECOVERED_SECTION).toBe('recoveredParley');
    expect(STATS_SECTIONS).toContain(RECOVERED_SECTION);
  });

  it('gives a change as unsigned text and a sign of -1, 0 or 1', () => {
    expect(ZStatChange.safeParse({ percentage: '12.5%', sign: -1 }).success).toBe(true);
    expect(ZStatChange.safeParse({ percentage: '12.5%', sign: 2 }).success).toBe(false);
  });

  it('lets the reduced dashboard hide counts but not shares', () => {
    const shape = ZDashboardStats.shape.topline.unwrap().shape;
    expect(shape.total_sessions.safeParse(null).success).toBe(true);
    expect(shape.pdp_total_purchased.safeParse(null).success).toBe(true);
    expect(shape.cart_total_sessions_percentage.safeParse(null).success).toBe(false);
    // Money is per currency: a bare number (a sum across currencies) is refused.
    expect(shape.avg_parley_value.safeParse([{ currency: 'GBP', amount: 12.5 }]).success).toBe(
      true,
    );
    expect(shape.avg_parley_value.safeParse(12.5).success).toBe(false);
  });
});
