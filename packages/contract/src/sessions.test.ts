import { describe, expect, it } from 'vitest';
import { SUMMARY_STATUSES, type TSummaryStatus } from './chat';
import { MSG } from './messages';
import { SESSION_MSG, ZSessionDetail, ZSessionListQuery, timeRangeDays } from './sessions';
import { ZSessionUpdate } from './session-updates';
import { EXPORT_CSV_FILENAME, ZSessionExportRequest } from './session-export';
import { summaryStatusLabel, type TStatusSubject } from './session-status';
import { ZFilterOptions, ZStatsRequest } from './stats';

const subject = (overrides: Partial<TStatusSubject> = {}): TStatusSubject => ({
  summary_status: 'sold',
  negotiation_status: 'purchased',
  negotiation_type: 'product',
  addon_item_id: null,
  ...overrides,
});

describe('summaryStatusLabel (part 1 §4)', () => {
  const expected: Record<TSummaryStatus, [string, string]> = {
    sold: ['Purchased', 'Purchased'],
    added_to_basket: ['Added to Basket', 'Added to Basket'],
    checkout: ['Sent to Checkout', 'Sent to Checkout'],
    abandoned_negotiated: ['Negotiated', 'Negotiated'],
    abandoned_reached_final_offer: ['Final Offer', 'Final Offer'],
    abandoned_deal_agreed: ['Deal Agreed', 'Deal Agreed'],
    user_offer_available: ['Recoverable - waiting for review', 'Recoverable - waiting for review'],
    user_offer_accepted: ['Recoverable - user offer accepted', 'Recoverable - user offer accepted'],
    user_offer_rejected: ['No longer recoverable', 'No longer recoverable - user offer rejected'],
    user_offer_countered: ['Recoverable - counter offer sent', 'Recoverable - counter offer sent'],
    recovered_purchased: ['Recovered - Purchased', 'Recovered - Purchased'],
  };

  it.each(SUMMARY_STATUSES)('labels %s in the list and the detail', (status) => {
    const row = subject({ summary_status: status });
    expect([summaryStatusLabel(row, 'list'), summaryStatusLabel(row, 'detail')]).toEqual(
      expected[status],
    );
  });

  it('names add-ons, recovered purchases and cart checkouts', () => {
    const addon = subject({ addon_item_id: 'a1' });
    expect(summaryStatusLabel(addon, 'list')).toBe('Purchased with Add-on');
    const recovered = subject({ negotiation_status: 'recovered_purchased' });
    expect(summaryStatusLabel(recovered, 'list')).toBe('Recovered - Purchased');
    expect(summaryStatusLabel({ ...recovered, addon_item_id: 'a1' }, 'detail')).toBe(
      'Recovered - Purchased with Add-on',
    );
    expect(
      summaryStatusLabel(
        subject({ summary_status: 'recovered_purchased', addon_item_id: 'a1' }),
        'list',
      ),
    ).toBe('Recovered - Purchased with Add-on');
    const cart = subject({ summary_status: 'added_to_basket', negotiation_type: 'cart' });
    expect(summaryStatusLabel(cart, 'list')).toBe('Sent to Checkout');
  });
});

describe('ZSessionUpdate', () => {
  it('stores an empty tag and note as null', () => {
    expect(ZSessionUpdate.parse({ data_quality: 3, data_tag: '', data_note: '  ' })).toEqual({
      data_quality: 3,
      data_tag: null,
      data_note: null,
    });
    expect(ZSessionUpdate.parse({ data_quality: '2', data_tag: 'edge_case' })).toEqual({
      data_quality: 2,
      data_tag: 'edge_case',
      data_note: null,
    });
  });

  it('refuses a data quality outside 0..5', () => {
    expect(ZSessionUpdate.safeParse({ data_quality: 6 }).success).toBe(false);
  });

  it('reads a recovery decision and checks reason, counter price and message length', () => {
    const accept = ZSessionUpdate.parse({
      recovered_parley: { offer_type: 'accept', reason: 'exception', user_offer: 80 },
    });
    expect(accept).toEqual({
      recovered_parley: {
        offer_type: 'accept',
        reason: 'exception',
        user_offer: 80,
        retailer_message: null,
      },
    });
    const problems = (body: unknown) => {
      const result = ZSessionUpdate.safeParse(body);
      if (result.success) return [];
      const issues = result.error.issues.flatMap((issue) =>
        issue.code === 'invalid_union' ? issue.errors.flat() : [issue],
      );
      return issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(problems({ recovered_parley: { offer_type: 'counter', user_offer: 80 } })).toEqual(
      expect.arrayContaining([
        `recovered_parley.reason: ${MSG.required}`,
        `recovered_parley.retailer_offer: ${MSG.required}`,
      ]),
    );
    expect(
      problems({
        recovered_parley: {
          offer_type: 'counter',
          reason: 'clearing_stock',
          user_offer: 80,
          retailer_offer: 70,
        },
      }),
    ).toContain(`recovered_parley.retailer_offer: ${SESSION_MSG.counterNotAboveOffer}`);
    expect(
      problems({
        recovered_parley: {
          offer_type: 'reject',
          user_offer: 80,
          retailer_message: 'x'.repeat(251),
        },
      }),
    ).toContain(`recovered_parley.retailer_message: ${SESSION_MSG.recoveryMessageTooLong}`);
    expect(
      problems({
        recovered_parley: {
          offer_type: 'reject',
          user_offer: 80,
          retailer_message: 'x'.repeat(250),
        },
      }),
    ).toEqual([]);
  });
});

describe('filters and queries', () => {
  it('defaults the offset and refuses unknown enum values', () => {
    expect(ZSessionListQuery.parse({ summaryStatus: 'sold' })).toEqual({
      summaryStatus: 'sold',
      offset: 0,
    });
    expect(ZSessionListQuery.parse({ offset: '40' }).offset).toBe(40);
    expect(ZSessionListQuery.safeParse({ zeroLength: 'yes' }).success).toBe(false);
    expect(ZSessionListQuery.safeParse({ startDate: '01/02/2024' }).success).toBe(false);
  });

  it('counts preset days, today included', () => {
    expect([timeRangeDays('1d'), timeRangeDays('7d'), timeRangeDays('all')]).toEqual([1, 7, null]);
  });

  it('names the export after the product term', () => {
    expect(EXPORT_CSV_FILENAME).toBe('Parley_Data.csv');
    expect(ZSessionExportRequest.safeParse({ action: 'download' }).success).toBe(false);
  });

  it('accepts any stats action at the schema (the server refuses unknown ones)', () => {
    expect(ZStatsRequest.parse({ action: 'stats', section: 'topline' })).toMatchObject({
      action: 'stats',
      section: 'topline',
    });
    expect(ZFilterOptions.shape.experimentalRules).toBeDefined();
    expect(ZSessionDetail.shape.recovered_parley).toBeDefined();
  });
});
