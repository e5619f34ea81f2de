import { MSG } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CAMPAIGN_FORM,
  campaignRequest,
  campaignResolver,
  hourLabel,
  zonedToUtc,
  type CampaignFormValues,
} from './campaign-form';

const filled = (overrides: Partial<CampaignFormValues>): CampaignFormValues => ({
  ...EMPTY_CAMPAIGN_FORM,
  name: 'Summer sale',
  campaign_type: 'single_product',
  product_url: 'https://demo.example/p/1',
  duration: 'no-limit',
  ...overrides,
});

const resolve = async (values: CampaignFormValues, zone = 'Europe/London') =>
  campaignResolver(zone)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('magic link form', () => {
  it('turns a date and hour in the store timezone into UTC, summer and winter', () => {
    expect(zonedToUtc('2025-07-01', '09:00', 'Europe/London')).toBe('2025-07-01T08:00:00.000Z');
    expect(zonedToUtc('2025-01-15', '09:00', 'Europe/London')).toBe('2025-01-15T09:00:00.000Z');
    expect(zonedToUtc('2025-01-15', '00:00', 'America/New_York')).toBe('2025-01-15T05:00:00.000Z');
    expect(zonedToUtc(null, '09:00', 'UTC')).toBeNull();
    expect(zonedToUtc('2025-01-15', null, 'UTC')).toBeNull();
  });

  it('labels the hourly choices as 12-hour times', () => {
    expect(hourLabel('00:00')).toBe('12:00 AM');
    expect(hourLabel('13:00')).toBe('01:00 PM');
  });

  it('sends only the fields the type uses, and the dates only when limited', () => {
    expect(
      campaignRequest(
        filled({ campaign_type: 'link_to_rule', rule_id: '30000000-0000-4000-8000-000000000001' }),
        'UTC',
      ),
    ).toEqual({
      name: 'Summer sale',
      campaign_type: 'link_to_rule',
      product_url: 'https://demo.example/p/1',
      duration: 'no-limit',
      rule_id: '30000000-0000-4000-8000-000000000001',
    });
    expect(
      campaignRequest(
        filled({
          duration: 'limited',
          begin_date: '2025-03-01',
          begin_time: '10:00',
          end_date: '2025-03-02',
          end_time: '10:00',
        }),
        'UTC',
      ),
    ).toMatchObject({
      objective: 'balance_performance',
      discount_treshold: 16,
      starts_at: '2025-03-01T10:00:00.000Z',
      ends_at: '2025-03-02T10:00:00.000Z',
    });
  });

  it('puts a missing begin on its empty date or hour, and an early end on the end date', async () => {
    const limited = { duration: 'limited' as const, end_date: '2025-03-02', end_time: '09:00' };
    expect((await resolve(filled({ ...limited, begin_time: '10:00' }))).errors).toEqual({
      begin_date: { type: 'custom', message: MSG.required },
    });
    expect((await resolve(filled({ ...limited, begin_date: '2025-03-01' }))).errors).toEqual({
      begin_time: { type: 'custom', message: MSG.required },
    });
    expect(
      (await resolve(filled({ ...limited, begin_date: '2025-03-02', begin_time: '10:00' }))).errors,
    ).toEqual({ end_date: { type: 'custom', message: MSG.endBeforeBegin } });
  });

  it('refuses a percentage that is not a number with the spec message', async () => {
    const { errors } = await resolve(filled({ discount_treshold: 'ten' }));
    expect(errors.discount_treshold?.message).toBe(MSG.double);
  });
});
