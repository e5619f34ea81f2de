import { MSG, endpoints } from '@parley/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRule, retailerUser } from '../../../../../test/fixtures';
import { choose, errorOf } from '../../../../../test/inputs';
import { EDITOR, openEditor, serveRuleEditor } from './test-kit';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({ account: retailerUser });

const field = (name: string) => screen.getByRole('textbox', { name });

describe('rule editor: basic settings', () => {
  it('asks for the required fields under each and names them in a danger notification', async () => {
    serveRuleEditor(server);
    const { user } = await openEditor(EDITOR.new);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByText(/Rule Name: This field is required/);
    expect(alert.textContent).toBe(
      [
        `Rule Name: ${MSG.required}`,
        `Rule Type: ${MSG.required}`,
        `Free Shipping: ${MSG.required}`,
        `Ask Quantity First: ${MSG.required}`,
      ].join('\n'),
    );
    expect(errorOf(field('Rule Name'))).toBe(MSG.required);
    expect(errorOf(field('Rule Type'))).toBe(MSG.required);
    // Rule Name, Rule Type, Free Shipping and Ask Quantity First.
    expect(screen.getAllByText(MSG.required)).toHaveLength(4);
    expect(server.callsTo(endpoints.rules.createRule)).toHaveLength(0);

    // The messages follow the corrections.
    await user.type(field('Rule Name'), 'Summer sale');
    expect(errorOf(field('Rule Name'))).toBeUndefined();
  });

  it('offers no Global type in the ruleset and Cart only with negotiation on cart', async () => {
    serveRuleEditor(server);
    const { user } = await openEditor(EDITOR.new);
    await user.click(field('Rule Type'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Whole Store',
      'Individual Product',
      'Product Category',
      'Negotiation On Cart',
    ]);
    expect(screen.getByRole('option', { name: 'Negotiation On Cart' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
  });

  it('defaults to Balance Performance at 16% and warns below 5%', async () => {
    serveRuleEditor(server);
    const { user } = await openEditor(EDITOR.new);
    expect(field('Objective')).toHaveValue('Balance Performance');
    const threshold = field('Discount Threshold');
    expect(threshold).toHaveValue('16%');
    expect(screen.queryByText(MSG.thresholdWarning)).not.toBeInTheDocument();
    await user.clear(threshold);
    await user.type(threshold, '4');
    expect(screen.getByText(MSG.thresholdWarning)).toBeInTheDocument();
  });

  it('shows Target Discount and Walkaway Threshold with the gap advice for the legacy objective', async () => {
    serveRuleEditor(server);
    const { user } = await openEditor(EDITOR.new);
    await choose(user, 'Objective', 'Old Rule Configuration');
    expect(screen.queryByRole('textbox', { name: 'Discount Threshold' })).not.toBeInTheDocument();
    await user.type(field('Target Discount'), '14');
    expect(field('Walkaway Threshold')).toHaveValue('16%');
    expect(screen.getByText(MSG.legacyGapAdvice)).toBeInTheDocument();
    await user.clear(field('Target Discount'));
    await user.type(field('Target Discount'), '10');
    expect(screen.queryByText(MSG.legacyGapAdvice)).not.toBeInTheDocument();
  });

  it('matches carts by value or item count, clearing the unused fields', async () => {
    serveRuleEditor(server, { plan: ['negotiation_on_cart', 'cart_size_rules'] });
    const { user } = await openEditor(EDITOR.new);
    await choose(user, 'Rule Type', 'Negotiation On Cart');
    expect(
      screen.queryByRole('radiogroup', { name: 'Ask Quantity First' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Cart value' }));
    await user.type(field('Minimum Cart Value'), '50');
    await user.click(screen.getByRole('radio', { name: 'Number of items' }));
    expect(screen.queryByRole('textbox', { name: 'Minimum Cart Value' })).not.toBeInTheDocument();
    await user.type(field('Minimum Item Count'), '3');
    await user.type(field('Minimum Value of Counted Items'), '10');

    await user.click(screen.getByRole('radio', { name: 'Cart value' }));
    expect(field('Minimum Cart Value')).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'Number of items' }));
    expect(field('Minimum Item Count')).toHaveValue('');
    expect(field('Minimum Value of Counted Items')).toHaveValue('');
  });

  it('keeps the item count basis for plans with cart size rules', async () => {
    serveRuleEditor(server, { plan: ['negotiation_on_cart'] });
    const { user } = await openEditor(EDITOR.new);
    await choose(user, 'Rule Type', 'Negotiation On Cart');
    expect(screen.getByRole('radio', { name: 'Number of items' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Match Basis: This field is required/)).toBeInTheDocument();
  });
});

describe('rule editor: time limits', () => {
  it('is locked behind timed rules, with a button to the plan page', async () => {
    serveRuleEditor(server);
    await openEditor(EDITOR.new);
    expect(screen.getByText(MSG.ruleNeedsTimedRules)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to unlock' })).toHaveAttribute(
      'href',
      EDITOR.planChoice,
    );
    expect(screen.queryByRole('radiogroup', { name: 'Rule Duration' })).not.toBeInTheDocument();
  });

  it('stays editable for a rule that already has time data', async () => {
    serveRuleEditor(server, { rule: aRule({ day: 'sat', local_starts_at_time: '10:00' }) });
    await openEditor(EDITOR.item);
    expect(screen.getByRole('radio', { name: 'Recurring' })).toBeChecked();
    expect(field('Day')).toHaveValue('Saturday');
    expect(field('Begin Time')).toHaveValue('10:00 AM');
    expect(field('End Time')).toHaveValue('End of day');
  });

  it('asks for the date range pieces and clears them when another mode is chosen', async () => {
    serveRuleEditor(server, { plan: ['timed_rules'] });
    const { user } = await openEditor(EDITOR.new);
    expect(screen.getByRole('radio', { name: 'No time limit' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Date range' }));
    await user.type(field('Begin Date'), '01/07/2025');
    await choose(user, 'Begin Time', '09:00 AM');
    await user.type(field('Rule Name'), 'Summer sale');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/End Date: This field is required/)).toBeInTheDocument();
    expect(errorOf(field('End Time'))).toBe(MSG.required);
    expect(errorOf(field('Begin Date'))).toBeUndefined();

    await user.click(screen.getByRole('radio', { name: 'Recurring' }));
    expect(screen.queryByRole('textbox', { name: 'Begin Date' })).not.toBeInTheDocument();
    await choose(user, 'Day', 'Monday to Friday');
    await user.click(screen.getByRole('radio', { name: 'Date range' }));
    expect(field('Begin Date')).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'Recurring' }));
    expect(field('Day')).toHaveValue('');
    await user.click(field('End Time'));
    expect(screen.getByRole('option', { name: 'End of day' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '12:00 AM' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '11:00 PM' })).toBeInTheDocument();
  });
});
