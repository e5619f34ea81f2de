import { MSG, endpoints } from '@parley/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { ARCHIVE_PATH, FakeRules, ruleFixture, ruleListServer } from './fake-rules';
import { headers } from '../../../../../test/list-table';
import { RULE_COLUMNS, expectMenu, expectRedNotification } from './list-queries';
import { pickRowAction, answerDialog } from '../../../../../test/list-menus';

const server = ruleListServer(retailerUser);

describe('Rules Archive', () => {
  it('lists archived rules without Active switches, reordering or the active summary', async () => {
    new FakeRules(server, [
      ruleFixture({ name: 'Old sale', archived: true, priority: 2 }),
      ruleFixture({ name: 'Live rule', active: true }),
    ]);
    const { user } = renderApp(ARCHIVE_PATH);
    expect(await screen.findByRole('link', { name: 'Old sale' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/retailers/${RETAILER_ID}/rules/[0-9a-f-]{36}$`)),
    );
    expect(screen.getByRole('heading', { name: 'Rules Archive' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Live rule' })).not.toBeInTheDocument();
    expect(headers()).toEqual(['', ...RULE_COLUMNS, '']);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reorder Old sale' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('active-rules-summary')).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.noActiveRules)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await expectMenu(user, 'Old sale', ['Edit', 'Move to Ruleset', 'Delete']);
    expect(server.callsTo(endpoints.rules.findRules)[0]?.query.get('context')).toBe('archive');
  });

  it('moves a rule back to the ruleset with PUT archived false', async () => {
    const rules = new FakeRules(server, [ruleFixture({ name: 'Old sale', archived: true })]);
    const { user } = renderApp(ARCHIVE_PATH);
    await pickRowAction(user, 'Old sale', 'Move to Ruleset');
    expect(await screen.findByText('Currently there are no archived Rules.')).toBeInTheDocument();
    const id = rules.ruleset[0]?.rule_id ?? '';
    expect(server.callsTo(endpoints.rules.updateRule, { ruleId: id })[0]?.body).toEqual({
      context: 'archive',
      archived: false,
    });
  });

  it("shows the server's message when moving back is refused", async () => {
    new FakeRules(server, [ruleFixture({ name: 'Old sale', archived: true })]);
    server.on(endpoints.rules.updateRule, () => json(422, { errorMessage: 'Still archived.' }));
    const { user } = renderApp(ARCHIVE_PATH);
    await pickRowAction(user, 'Old sale', 'Move to Ruleset');
    await expectRedNotification('Still archived.');
  });

  it('deletes an archived rule with the archive context', async () => {
    const rules = new FakeRules(server, [ruleFixture({ name: 'Old sale', archived: true })]);
    const id = rules.ruleset[0]?.rule_id ?? '';
    const { user } = renderApp(ARCHIVE_PATH);
    await pickRowAction(user, 'Old sale', 'Delete');
    await answerDialog(user, 'Delete');
    expect(await screen.findByText(MSG.ruleDeleted)).toBeInTheDocument();
    expect(
      server.callsTo(endpoints.rules.deleteRule, { ruleId: id })[0]?.query.get('context'),
    ).toBe('archive');
  });
});
