import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { RULES_PATH, FakeRules, ruleFixture, ruleListServer, sentSwitch } from './fake-rules';
import { headers, rowOf } from '../../../../../test/list-table';
import { RULE_COLUMNS, expectMenu, expectRedNotification, rowTexts } from './list-queries';
import { pickRowAction } from '../../../../../test/list-menus';

const server = ruleListServer(retailerUser);

describe('Ruleset', () => {
  it('lists the rules by priority with their columns, links and menu', async () => {
    new FakeRules(server, [
      ruleFixture({
        name: 'Cart deal',
        priority: 2,
        match_type: 'cart',
        walkaway_percentage: 12.5,
      }),
      ruleFixture({
        name: 'Legacy',
        priority: 3,
        objective: 'none',
        target_discount_percentage: 10,
        walkaway_percentage: 20,
      }),
      ruleFixture({ name: 'Summer sale', priority: 1, active: true, objective: 'preserve_margin' }),
    ]);
    const { user } = renderApp(RULES_PATH);
    expect(await screen.findByRole('link', { name: 'Summer sale' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/retailers/${RETAILER_ID}/rules/[0-9a-f-]{36}$`)),
    );
    expect(screen.getByRole('heading', { name: 'Ruleset' })).toBeInTheDocument();
    expect(headers()).toEqual(['', ...RULE_COLUMNS, 'Active', '']);
    expect(rowTexts().map((cells) => cells.slice(1, 6))).toEqual([
      ['1', 'Summer sale', '', 'Preserve Margin at 16%', '16%'],
      ['2', 'Cart deal', '', 'Balance Performance at 12.5%', '12.5%'],
      ['3', 'Legacy', '', '10%', '20%'],
    ]);
    expect(screen.getByRole('switch', { name: 'Summer sale active' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Cart deal active' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Reorder Summer sale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Rule' })).toHaveAttribute(
      'href',
      `/retailers/${RETAILER_ID}/rules/new`,
    );
    await expectMenu(user, 'Cart deal', ['Edit', 'Archive', 'Delete']);
    const [load] = server.callsTo(endpoints.rules.findRules);
    expect(load?.query.get('context')).toBe('ruleset');
    expect(load?.query.get('retailer_id')).toBe(RETAILER_ID);
  });

  it('shows a labelled icon for each of the eight rule types', async () => {
    new FakeRules(server, [
      ruleFixture({
        name: 'Product test',
        match_type: 'product',
        cohort_ids: ['cohort-1'],
        starts_at: '2025-06-01T09:00:00.000Z',
        ends_at: '2025-06-30T17:00:00.000Z',
        experiment_percentage: 50,
      }),
      ruleFixture({ name: 'Mondays', priority: 2, match_type: 'product_category', day: 'mon' }),
      ruleFixture({ name: 'Cart deal', priority: 3, match_type: 'cart' }),
      ruleFixture({ name: 'Store wide', priority: 4, match_type: 'retailer' }),
      ruleFixture({ name: 'Everywhere', priority: 5, match_type: 'global', retailer: null }),
    ]);
    const { user } = renderApp(RULES_PATH);
    await screen.findByRole('link', { name: 'Product test' });
    const icons = (name: string) =>
      within(rowOf(name))
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label'));
    expect(icons('Product test')).toEqual([
      'Individual Product',
      'User Cohort',
      'Time Limited',
      'Experiment Percentage',
    ]);
    expect(icons('Mondays')).toEqual(['Product Category', 'Time Limited']);
    expect(icons('Cart deal')).toEqual(['Negotiation On Cart']);
    expect(icons('Store wide')).toEqual(['Whole Store']);
    expect(icons('Everywhere')).toEqual(['Global']);
    await user.hover(
      within(rowOf('Product test')).getByRole('img', { name: 'Experiment Percentage' }),
    );
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Experiment Percentage: 50%');
    await user.hover(within(rowOf('Mondays')).getByRole('img', { name: 'Time Limited' }));
    expect(await screen.findByRole('tooltip', { name: 'Time Limited' })).toBeInTheDocument();
  });

  it('shows the empty state and warns that no rule is active', async () => {
    new FakeRules(server, []);
    renderApp(RULES_PATH);
    expect(
      await screen.findByText('Currently there are no Rules. Create one with New Rule.'),
    ).toBeInTheDocument();
    expect(screen.getByText(MSG.noActiveRules)).toBeInTheDocument();
  });

  it('warns when rules exist but none is active', async () => {
    new FakeRules(server, [ruleFixture({ name: 'Off', active: false })]);
    renderApp(RULES_PATH);
    await screen.findByRole('link', { name: 'Off' });
    expect(screen.getByText(MSG.noActiveRules)).toBeInTheDocument();
    expect(screen.queryByTestId('active-rules-summary')).not.toBeInTheDocument();
  });

  it("names the first three active rules, then 'N more...'", async () => {
    const names = ['Summer sale', 'Cart deal', 'VIP', 'Weekend', 'Clearance'];
    new FakeRules(server, [
      ...names.map((name, index) => ruleFixture({ name, priority: index + 1, active: true })),
      ruleFixture({ name: 'Paused', priority: 6 }),
    ]);
    renderApp(RULES_PATH);
    expect(await screen.findByTestId('active-rules-summary')).toHaveTextContent(
      'Active: Summer sale, Cart deal, VIP and 2 more...',
    );
    expect(screen.queryByText(MSG.noActiveRules)).not.toBeInTheDocument();
  });

  it('switches a rule on with PUT active, at once and in the summary', async () => {
    const rules = new FakeRules(server, [
      ruleFixture({ name: 'Summer sale', active: true }),
      ruleFixture({ name: 'Cart deal', priority: 2 }),
    ]);
    const { user } = renderApp(RULES_PATH);
    await user.click(await screen.findByRole('switch', { name: 'Cart deal active' }));
    expect(screen.getByRole('switch', { name: 'Cart deal active' })).toBeChecked();
    expect(screen.getByTestId('active-rules-summary')).toHaveTextContent(
      'Active: Summer sale, Cart deal',
    );
    const id = rules.ruleset[1]?.rule_id ?? '';
    expect(await sentSwitch(server, id)).toEqual({
      context: 'ruleset',
      active: true,
    });
    expect(rules.find(id)?.active).toBe(true);
  });

  it("shows the server's message and switches back when activation is refused", async () => {
    new FakeRules(server, [ruleFixture({ name: 'Cart deal' })]);
    const refusal = MSG.ruleCannotActivate(MSG.ruleNeedsCartNegotiation);
    server.on(endpoints.rules.updateRule, () => json(422, { errorMessage: refusal }));
    const { user } = renderApp(RULES_PATH);
    await user.click(await screen.findByRole('switch', { name: 'Cart deal active' }));
    await expectRedNotification(refusal);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Cart deal active' })).not.toBeChecked(),
    );
    expect(screen.getByText(MSG.noActiveRules)).toBeInTheDocument();
  });

  it('archives a rule with PUT archived true; it leaves the ruleset', async () => {
    const rules = new FakeRules(server, [
      ruleFixture({ name: 'Summer sale', active: true }),
      ruleFixture({ name: 'Cart deal', priority: 2 }),
    ]);
    const { user } = renderApp(RULES_PATH);
    await screen.findByRole('link', { name: 'Summer sale' });
    await pickRowAction(user, 'Summer sale', 'Archive');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Summer sale' })).not.toBeInTheDocument(),
    );
    const id = rules.ruleset[0]?.rule_id ?? '';
    expect(server.callsTo(endpoints.rules.updateRule, { ruleId: id })[0]?.body).toEqual({
      context: 'ruleset',
      archived: true,
    });
    expect(screen.getByText(MSG.noActiveRules)).toBeInTheDocument();
  });

  it("shows the server's message when archiving is refused", async () => {
    new FakeRules(server, [ruleFixture({ name: 'Summer sale' })]);
    server.on(endpoints.rules.updateRule, () => json(422, { errorMessage: 'Not now, thanks.' }));
    const { user } = renderApp(RULES_PATH);
    await pickRowAction(user, 'Summer sale', 'Archive');
    await expectRedNotification('Not now, thanks.');
    expect(screen.getByRole('link', { name: 'Summer sale' })).toBeInTheDocument();
  });

  it('says so when the rules cannot be loaded', async () => {
    server.on(endpoints.rules.findRules, () =>
      json(500, { errorMessage: 'Internal Server Error' }),
    );
    renderApp(RULES_PATH);
    expect(await screen.findByText(MSG.somethingWrong)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.noActiveRules)).not.toBeInTheDocument();
  });

  it('opens the editor from the row menu', async () => {
    const rules = new FakeRules(server, [ruleFixture({ name: 'Summer sale' })]);
    const { user, location } = renderApp(RULES_PATH);
    await pickRowAction(user, 'Summer sale', 'Edit');
    await waitFor(() =>
      expect(location()).toBe(`/retailers/${RETAILER_ID}/rules/${rules.ruleset[0]?.rule_id}`),
    );
  });
});
