import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { RULES_PATH, FakeRules, ruleFixture, ruleListServer } from './fake-rules';
import { expectRedNotification, rowTexts } from './list-queries';
import {
  confirmRowDelete,
  confirmSelectedDelete,
  expectKeptOnCancel,
  expectRowGone,
  rowOf,
} from '../../../../../test/list-table';

const server = ruleListServer(retailerUser);

describe('Deleting rules', () => {
  it("deletes one rule after the confirmation, then says 'Rule Deleted'", async () => {
    const rules = new FakeRules(server, [
      ruleFixture({ name: 'Summer sale' }),
      ruleFixture({ name: 'Cart deal', priority: 2 }),
    ]);
    const id = rules.ruleset[0]?.rule_id ?? '';
    const { user } = renderApp(RULES_PATH);
    await confirmRowDelete(
      user,
      'Summer sale',
      'Are you sure you want to delete this rule? This action cannot be undone.',
    );
    expect(await screen.findByText(MSG.ruleDeleted)).toBeInTheDocument();
    const [call] = server.callsTo(endpoints.rules.deleteRule, { ruleId: id });
    expect(call?.query.get('context')).toBe('ruleset');
    await expectRowGone('Summer sale', 'Cart deal');
  });

  it('keeps the rule when the confirmation is cancelled', async () => {
    new FakeRules(server, [ruleFixture({ name: 'Summer sale' })]);
    const { user } = renderApp(RULES_PATH);
    await expectKeptOnCancel(user, server, 'Summer sale');
  });

  it('deletes the selected rules in one call after the plural confirmation', async () => {
    const rules = new FakeRules(server, [
      ruleFixture({ name: 'Summer sale' }),
      ruleFixture({ name: 'Cart deal', priority: 2 }),
      ruleFixture({ name: 'VIP', priority: 3 }),
    ]);
    const ids = rules.ruleset.slice(0, 2).map((rule) => rule.rule_id);
    const { user } = renderApp(RULES_PATH);
    await screen.findByRole('checkbox', { name: 'Select Summer sale' });
    await confirmSelectedDelete(
      user,
      ['Summer sale', 'Cart deal'],
      'Are you sure you want to delete these rules? This action cannot be undone.',
    );
    expect(await screen.findByText('Rules Deleted')).toBeInTheDocument();
    expect(server.callsTo(endpoints.rules.deleteRules)[0]?.body).toEqual({
      ids,
      context: 'ruleset',
    });
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
    expect(rowOf('VIP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
  });

  it("shows the server's message when a delete is refused", async () => {
    new FakeRules(server, [ruleFixture({ name: 'Summer sale' })]);
    server.on(endpoints.rules.deleteRule, () => json(404, { errorMessage: MSG.notFound }));
    const { user } = renderApp(RULES_PATH);
    await confirmRowDelete(user, 'Summer sale');
    await expectRedNotification(MSG.notFound);
  });
});
