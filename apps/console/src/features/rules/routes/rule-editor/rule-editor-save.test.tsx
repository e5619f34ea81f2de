import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { RETAILER_ID, RULE_ID, aRule, retailerUser } from '../../../../../test/fixtures';
import {
  ADDON_ID,
  COHORT_ID,
  EDITOR,
  addonItem,
  cohort,
  openEditor,
  savedBody,
  serveRuleEditor,
  showTab,
} from './test-kit';
import { choose } from '../../../../../test/inputs';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({ account: retailerUser });

const field = (name: string) => screen.getByRole('textbox', { name });

/** A rule with a setting on every tab, on a plan that allows them all. */
function serveFullRule() {
  serveRuleEditor(server, {
    plan: ['behavioural_rules', 'signposting', 'addons', 'abandoned_parleys', 'timed_rules'],
    retailerFeatures: ['user_cohorts'],
    cohorts: [cohort()],
    addonItems: [addonItem()],
    rule: aRule({
      match_type: 'product',
      products: [
        { retailer_product_id: 'prod-1', name: 'Product 1', sku: 'SKU-1', thumbnail_url: null },
      ],
      walkaway_percentage: 20,
      has_free_shipping_included: true,
      ask_quantity_first: true,
      starts_at: '2025-07-01T08:00:00.000Z',
      ends_at: '2025-07-31T17:00:00.000Z',
      display_setting: 'delay',
      delay_seconds: 10,
      minimum_visit_number: 3,
      cohort_ids: [COHORT_ID],
      rule_addon_items: [
        { rule_addon_item_id: 'ra-1', addon_item_id: ADDON_ID, name: 'Tote bag', priority: 1 },
      ],
      recovered_parleys_active: true,
      signposting_enabled: true,
    }),
  });
}

describe('rule editor: an existing rule', () => {
  it('fills every field and saves exactly the rule back', async () => {
    serveFullRule();
    const { user, location } = await openEditor(EDITOR.item);
    expect(screen.getByRole('heading', { name: 'Summer sale' })).toBeInTheDocument();
    expect(field('Rule Name')).toHaveValue('Summer sale');
    expect(field('Rule Type')).toHaveValue('Individual Product');
    expect(screen.getByRole('button', { name: 'Remove Product 1' })).toBeInTheDocument();
    expect(field('Discount Threshold')).toHaveValue('20%');
    expect(screen.getByRole('radio', { name: 'Date range' })).toBeChecked();
    // Shown in the retailer's timezone (Europe/London, summer time).
    expect(field('Begin Date')).toHaveValue('01/07/2025');
    expect(field('Begin Time')).toHaveValue('09:00 AM');
    expect(field('End Date')).toHaveValue('31/07/2025');
    expect(field('End Time')).toHaveValue('06:00 PM');

    await user.clear(field('Rule Name'));
    await user.type(field('Rule Name'), '  Winter sale ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toBe(EDITOR.list));
    expect(screen.getByText(MSG.itemSaved('Rule'))).toBeInTheDocument();
    expect(savedBody(server.callsTo(endpoints.rules.updateRule, { ruleId: RULE_ID }))).toEqual({
      context: 'ruleset',
      retailer_id: RETAILER_ID,
      name: 'Winter sale',
      match_type: 'product',
      objective: 'balance_performance',
      walkaway_percentage: 20,
      target_discount_percentage: null,
      has_free_shipping_included: true,
      addons: [ADDON_ID],
      display_setting: 'delay',
      delay_seconds: 10,
      minimum_visit_number: 3,
      recovered_parleys_action: 'activate',
      ask_quantity_first_action: 'activate',
      cohort_ids: [COHORT_ID],
      day: null,
      local_starts_at_time: null,
      local_ends_at_time: null,
      starts_at: '2025-07-01T08:00:00.000Z',
      ends_at: '2025-07-31T17:00:00.000Z',
      products: [
        { retailer_product_id: 'prod-1', name: 'Product 1', sku: 'SKU-1', thumbnail_url: null },
      ],
      product_categories: [],
      cart_match_basis: null,
      minimum_value: null,
      minimum_item_count: null,
      minimum_item_value: null,
      signposting_enabled: true,
      algorithm_version: null,
      hyper_parameters: null,
      experiment_percentage: null,
      time_limit_mode: 'date-range',
    });
  });

  it('fills the other tabs from the rule', async () => {
    serveFullRule();
    const { user } = await openEditor(EDITOR.item);
    await showTab(user, 'Behavioural Tools');
    expect(screen.getByRole('radio', { name: 'Limited by behaviour' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'After a delay' })).toBeChecked();
    expect(field('Delay (seconds)')).toHaveValue('10');
    expect(field('Minimum Page Visits')).toHaveValue('3');
    expect(screen.getByRole('radio', { name: 'Specific user cohorts' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Signposting' })).toBeChecked();
    await showTab(user, 'Retargeting');
    expect(screen.getByRole('switch', { name: 'Recovered Parleys' })).toBeChecked();
  });

  it("shows the server's 422 errorMessage and stays on the editor", async () => {
    serveFullRule();
    server.on(endpoints.rules.updateRule, () => json(422, { errorMessage: MSG.ruleNeedsAddons }));
    const { user, location } = await openEditor(EDITOR.item);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(MSG.ruleNeedsAddons);
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    expect(location()).toBe(EDITOR.item);
  });

  it("shows the server's 400 field errors under the fields", async () => {
    serveFullRule();
    const tooLong = 'This field must be at most 255 characters';
    server.on(endpoints.rules.updateRule, () =>
      json(400, { errorMessage: tooLong, fieldErrors: { name: tooLong, starts_at: MSG.isoDate } }),
    );
    const { user } = await openEditor(EDITOR.item);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Rule Name')).toHaveAccessibleDescription(expect.stringContaining(tooLong)),
    );
    expect(field('Begin Date')).toHaveAccessibleDescription(expect.stringContaining(MSG.isoDate));
    expect(screen.getAllByText(tooLong).length).toBeGreaterThanOrEqual(2);
  });

  it('goes back to the list on Cancel without saving', async () => {
    serveFullRule();
    const { user, location } = await openEditor(EDITOR.item);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(EDITOR.list));
    expect(server.callsTo(endpoints.rules.updateRule, { ruleId: RULE_ID })).toHaveLength(0);
  });
});

describe('rule editor: a new rule', () => {
  it('creates it and goes back to the archive it came from', async () => {
    serveRuleEditor(server);
    const { user, location } = await openEditor(`${EDITOR.new}?context=archive`);
    expect(screen.queryByRole('switch', { name: 'A/B test' })).not.toBeInTheDocument();
    await user.type(field('Rule Name'), 'Everything');
    await choose(user, 'Rule Type', 'Whole Store');
    const answer = (group: string, label: string) =>
      user.click(within(screen.getByRole('radiogroup', { name: group })).getByLabelText(label));
    await answer('Free Shipping', 'No');
    await answer('Ask Quantity First', 'No');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toBe(`/retailers/${RETAILER_ID}/archive`));
    expect(screen.getByText(MSG.itemCreated('Rule'))).toBeInTheDocument();
    expect(savedBody(server.callsTo(endpoints.rules.createRule))).toMatchObject({
      context: 'archive',
      retailer_id: RETAILER_ID,
      name: 'Everything',
      match_type: 'retailer',
      objective: 'balance_performance',
      walkaway_percentage: 16,
      has_free_shipping_included: false,
      ask_quantity_first_action: 'deactivate',
      display_setting: 'always',
      recovered_parleys_action: 'deactivate',
      time_limit_mode: 'no-limit',
      starts_at: null,
    });
  });
});
