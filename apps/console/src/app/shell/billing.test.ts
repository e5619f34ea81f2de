import { describe, expect, it } from 'vitest';
import { billingScheme } from '../../../test/fixtures';
import { billingNotice } from './billing';

describe('billing notice', () => {
  it('pending approval', () => {
    expect(billingNotice(billingScheme({ status: 'pending_approval' }))).toEqual({
      text: 'Upgrade Pending Approval',
      expired: true,
      linkLabel: 'Manage Plan',
    });
  });

  it.each(['inactive', 'cancelled'] as const)('%s reads Plan Expired', (status) => {
    expect(billingNotice(billingScheme({ status }))).toEqual({
      text: 'Plan Expired',
      expired: true,
      linkLabel: 'Manage Plan',
    });
  });

  it('active with no cycle maximum is unlimited', () => {
    expect(billingNotice(billingScheme({ billing_cycle_max_parleys: null }))).toEqual({
      text: 'Unlimited Parleys',
      expired: false,
      linkLabel: 'Upgrade Plan',
    });
  });

  it('active with a maximum counts what remains', () => {
    const scheme = billingScheme({
      billing_cycle_max_parleys: 100,
      billing_cycle_used_parleys_count: 40,
    });
    expect(billingNotice(scheme)).toEqual({
      text: '60 Parleys remaining',
      expired: false,
      linkLabel: 'Upgrade Plan',
    });
    expect(
      billingNotice(
        billingScheme({ billing_cycle_max_parleys: 10, billing_cycle_used_parleys_count: 9 }),
      ).text,
    ).toBe('1 Parley remaining');
  });

  it('reaching the maximum leaves 0 remaining, not yet over', () => {
    expect(
      billingNotice(
        billingScheme({ billing_cycle_max_parleys: 50, billing_cycle_used_parleys_count: 50 }),
      ),
    ).toMatchObject({ text: '0 Parleys remaining', expired: false });
  });

  it('usage over the maximum floors at 0 and is treated as expired', () => {
    expect(
      billingNotice(
        billingScheme({ billing_cycle_max_parleys: 50, billing_cycle_used_parleys_count: 73 }),
      ),
    ).toEqual({ text: '0 Parleys remaining', expired: true, linkLabel: 'Upgrade Plan' });
  });

  it.each(['ENTERPRISE', 'PREMIUM', 'Enterprise'])(
    '%s plans manage rather than upgrade',
    (name) => {
      expect(billingNotice(billingScheme({ name })).linkLabel).toBe('Manage Plan');
    },
  );

  it('reads the plan identifier too', () => {
    const scheme = billingScheme({
      name: 'Custom deal',
      pricing_plan: { identifier: 'premium', name: 'Premium (Legacy)', feature_names: [] },
    });
    expect(billingNotice(scheme).linkLabel).toBe('Manage Plan');
  });
});
