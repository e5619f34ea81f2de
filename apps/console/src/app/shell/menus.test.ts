import { describe, expect, it } from 'vitest';
import { billingScheme, RETAILER_ID, retailer } from '../../../test/fixtures';
import { adminMenu, retailerMenu } from './menus';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const R = `/retailers/${RETAILER_ID}`;

describe('retailer menu', () => {
  it('lists the retailer pages in order', () => {
    expect(retailerMenu(retailer(), false).map(({ label, to }) => [label, to])).toEqual([
      ['Dashboard', `${R}/dashboard`],
      ['Parleys', `${R}/sessions`],
      ['Ruleset', `${R}/rules`],
      ['Rules Archive', `${R}/archive`],
      ['Magic Links', `${R}/campaigns`],
      ['Store Settings', `${R}/settings`],
      ['Individual Products', `${R}/products`],
      ['Product Categories', `${R}/product_categories`],
      ['Gift With Purchase', `${R}/addon_items`],
      ['Account & Plan', `${R}/account/plan`],
    ]);
  });

  it('names sessions Retargeting for limited-data retailers', () => {
    const items = labels(retailerMenu(retailer({ available_features: ['limited_data'] }), false));
    expect(items).toContain('Retargeting');
    expect(items).not.toContain('Parleys');
  });

  it('hides products and categories for Shopify stores', () => {
    const shopify = retailer({
      shopify_store: true,
      store: {
        platform: 'shopify',
        myshopify_domain: 'demo.myshopify.com',
        primary_domain: null,
        discount_functions_enabled: false,
      },
    });
    const items = labels(retailerMenu(shopify, false));
    expect(items).not.toContain('Individual Products');
    expect(items).not.toContain('Product Categories');
  });

  it('shows User Cohorts only with the user_cohorts feature', () => {
    expect(labels(retailerMenu(retailer(), false))).not.toContain('User Cohorts');
    expect(
      labels(retailerMenu(retailer({ available_features: ['user_cohorts'] }), false)),
    ).toContain('User Cohorts');
  });

  it('shows Usage only when the plan has a usage fee', () => {
    expect(labels(retailerMenu(retailer(), false))).not.toContain('Usage');
    expect(labels(retailerMenu(retailer({ billing_scheme: null }), false))).not.toContain('Usage');
    const withFees = retailer({ billing_scheme: billingScheme({ usage_fee_percentage: 2.5 }) });
    expect(labels(retailerMenu(withFees, false))).toContain('Usage');
  });

  it('shows Reasons, after Store Settings, only with the reasons_editing feature', () => {
    expect(labels(retailerMenu(retailer(), false))).not.toContain('Reasons');
    const items = retailerMenu(retailer({ available_features: ['reasons_editing'] }), false);
    const index = items.findIndex((item) => item.label === 'Reasons');
    expect(items[index]?.to).toBe(`${R}/reasons`);
    expect(items[index - 1]?.label).toBe('Store Settings');
  });

  it('shows New Dashboard to admins only', () => {
    expect(labels(retailerMenu(retailer(), false))).not.toContain('New Dashboard');
    expect(retailerMenu(retailer(), true).find((item) => item.label === 'New Dashboard')?.to).toBe(
      `${R}/newdashboard`,
    );
  });
});

describe('admin menu', () => {
  it('leads to the global reasons', () => {
    expect(adminMenu().find((item) => item.to === '/admin/reasons')?.label).toBe('Reasons global');
  });

  it('lists the admin pages of the spec, in order', () => {
    expect(adminMenu().map((item) => item.to)).toEqual([
      '/admin/dashboard',
      '/admin/reasons',
      '/retailers',
      '/sessions',
      '/admin/experiments',
      '/admin/experiments-archive',
      '/admin/algorithm',
      '/admin/search',
      '/admin/themes',
      '/admin/newdashboard',
      '/admin/bot-test',
    ]);
  });
});
