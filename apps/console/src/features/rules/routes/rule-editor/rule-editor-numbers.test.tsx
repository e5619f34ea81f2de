import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RULE_ID, aRule, adminUser } from '../../../../../test/fixtures';
import { choose, errorOf } from '../../../../../test/inputs';
import { EDITOR, openEditor, serveRuleEditor, showTab } from './test-kit';
import { serverPerTest } from '../../../../../test/server-per-test';

// Numbers out of range are kept as typed and refused with the contract's message (part 2 §5),
// never clamped to the nearest bound behind the user's back.

const server = serverPerTest({ account: adminUser });

const field = (name: string) => screen.getByRole('textbox', { name });

/** Replaces the input's text and leaves it, which is when a clamping input would clamp. */
async function retype(user: UserEvent, name: string, text: string) {
  await user.clear(field(name));
  await user.type(field(name), text);
  await user.tab();
}

const messageUnder = (name: string, message: string) =>
  waitFor(() => expect(errorOf(field(name))).toBe(message));

describe('rule editor: numbers out of range', () => {
  it('keeps a Discount Threshold, delay and page visits as typed, with their messages', async () => {
    serveRuleEditor(server, {
      plan: ['behavioural_rules'],
      rule: aRule({ display_setting: 'delay', delay_seconds: 10 }),
    });
    const { user } = await openEditor(EDITOR.item);

    await retype(user, 'Discount Threshold', '150');
    expect(field('Discount Threshold')).toHaveValue('150%');
    await messageUnder('Discount Threshold', MSG.notValid('Discount Threshold'));

    await showTab(user, 'Behavioural Tools');
    await retype(user, 'Delay (seconds)', '3');
    expect(field('Delay (seconds)')).toHaveValue('3');
    await messageUnder('Delay (seconds)', MSG.minimum(5));
    await retype(user, 'Minimum Page Visits', '0');
    expect(field('Minimum Page Visits')).toHaveValue('0');
    await messageUnder('Minimum Page Visits', MSG.minimum(1));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Discount Threshold: This is not a valid/)).toBeInTheDocument();
    expect(server.callsTo(endpoints.rules.updateRule, { ruleId: RULE_ID })).toHaveLength(0);
    await showTab(user, 'Behavioural Tools');
    expect(field('Delay (seconds)')).toHaveValue('3');
    expect(field('Minimum Page Visits')).toHaveValue('0');
  });

  it('keeps hyper-parameters as typed and checks them against each other as they change', async () => {
    serveRuleEditor(server);
    const { user } = await openEditor('/admin/rules/new?context=admin:algorithm');
    await choose(user, 'Algorithm Version', 'a_baseline');

    await retype(user, 'exp_max_bids', '25');
    expect(field('exp_max_bids')).toHaveValue('25');
    await messageUnder('exp_max_bids', MSG.between(1, 20));
    await retype(user, 'tolerance', '1.5');
    expect(field('tolerance')).toHaveValue('1.5');
    await messageUnder('tolerance', MSG.between(0, 1));

    // Both cross-checks show on the partner's field once both have values, before any save.
    await retype(user, 'break_even_randomness', '0.4');
    await retype(user, 'break_even_increase', '0.2');
    await messageUnder('break_even_randomness', MSG.bea);
    await retype(user, 'initial_discount_high', '0.5');
    await retype(user, 'initial_discount_low', '0.7');
    await messageUnder('initial_discount_high', MSG.coherent);

    // And they follow the corrections.
    await retype(user, 'break_even_increase', '0.9');
    await waitFor(() => expect(errorOf(field('break_even_randomness'))).toBeUndefined());
    expect(server.callsTo(endpoints.rules.createRule)).toHaveLength(0);
  });
});
