import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, type FakeServer } from '../../../../../test/fake-server';
import { retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { RULES_PATH, FakeRules, ruleFixture, startRuleListTest } from './fake-rules';
import { expectRedNotification, rowOf, rowTexts } from './list-queries';

let server: FakeServer;
beforeEach(async () => {
  server = await startRuleListTest(retailerUser());
});

describe('Deleting rules', () => {
  it("deletes one rule after the confirmation, then says 'Rule Deleted'", async () => {
    const rules = new FakeRules(server, [
      ruleFixture({ name: 'Summer sale' }),
      ruleFixture({ name: 'Cart deal', priority: 2 }),
    ]);
    const id = rules.ruleset[0]?.rule_id ?? '';
    const { user } = renderApp(RULES_PATH);
    await user.click(await screen.findByRole('button', { name: 'Actions for Summer sale' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this rule? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.ruleDeleted)).toBeInTheDocument();
    const [call] = server.callsTo(endpoints.rules.deleteRule, { ruleId: id });
    expect(call?.query.get('context')).toBe('ruleset');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Summer sale' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Cart deal' })).toBeInTheDocument();
  });

  it('keeps the rule when the confirmation is cancelled', async () => {
    new FakeRules(server, [ruleFixture({ name: 'Summer sale' })]);
    const { user } = renderApp(RULES_PATH);
    await user.click(await screen.findByRole('button', { name: 'Actions for Summer sale' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Summer sale' })).toBeInTheDocument();
  });

  it('deletes the selected rules in one call after the plural confirmation', async () => {
    const rules = new FakeRules(server, [
      ruleFixture({ name: 'Summer sale' }),
      ruleFixture({ name: 'Cart deal', priority: 2 }),
      ruleFixture({ name: 'VIP', priority: 3 }),
    ]);
    const ids = rules.ruleset.slice(0, 2).map((rule) => rule.rule_id);
    const { user } = renderApp(RULES_PATH);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Summer sale' }));
    const deleteSelected = screen.getByRole('button', { name: 'Delete selected' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Cart deal' }));
    await user.click(deleteSelected);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete these rules? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
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
    await user.click(await screen.findByRole('button', { name: 'Actions for Summer sale' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await expectRedNotification(MSG.notFound);
  });
});
