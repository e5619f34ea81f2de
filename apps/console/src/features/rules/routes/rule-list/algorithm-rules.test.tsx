import { endpoints } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { OTHER_RETAILER_ID, RETAILER_ID, adminUser, retailer } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { FakeRules, ruleFixture, ruleListServer, sentSwitch } from './fake-rules';
import { headers } from '../../../../../test/list-table';
import { expectMenu, expectRedNotification, rowTexts } from './list-queries';

const server = ruleListServer(adminUser);
let rules: FakeRules;

beforeEach(() => {
  server.retailers.set(OTHER_RETAILER_ID, retailer({ id: OTHER_RETAILER_ID, name: 'Other Shop' }));
  server.on(endpoints.retailers.findRetailers, (call) => {
    const text = (call.query.get('searchText') ?? '').toLowerCase();
    const found = [...server.retailers.values()]
      .filter((shop) => shop.name.toLowerCase().includes(text))
      .map(({ id, retailer_id, name }) => ({ id, retailer_id, name }));
    return json(200, { retailers: found });
  });
  rules = new FakeRules(
    server,
    [],
    [
      ruleFixture({
        name: 'Baseline',
        match_type: 'global',
        priority: 1,
        active: true,
        retailer_id: null,
        retailer: null,
        algorithm_version: 'a_baseline',
      }),
      ruleFixture({
        name: 'Demo tit for tat',
        match_type: 'global',
        priority: 2,
        algorithm_version: 'b_tit_for_tat',
        experiment_percentage: 50,
      }),
      ruleFixture({
        name: 'Other exponential',
        match_type: 'global',
        priority: 3,
        retailer_id: OTHER_RETAILER_ID,
        retailer: { retailer_id: OTHER_RETAILER_ID, name: 'Other Shop' },
        algorithm_version: 'c_exponential',
      }),
    ],
  );
});

describe('Algorithm Rules', () => {
  it('lists every algorithm rule with its version and retailer', async () => {
    const { user } = renderApp('/admin/algorithm');
    const link = await screen.findByRole('link', { name: 'Baseline' });
    expect(link).toHaveAttribute(
      'href',
      `/admin/rules/${rules.algorithm[0]?.rule_id}?context=admin:algorithm`,
    );
    expect(screen.getByRole('heading', { name: 'Algorithm Rules' })).toBeInTheDocument();
    expect(headers()).toEqual(['', 'Priority', 'Name', 'Type', 'Algorithm', 'Active', '']);
    expect(rowTexts().map((cells) => cells.slice(1, 5))).toEqual([
      ['1', 'Baseline', '', 'a_baselineAll Retailers'],
      ['2', 'Demo tit for tat', '', 'b_tit_for_tatDemo Store'],
      ['3', 'Other exponential', '', 'c_exponentialOther Shop'],
    ]);
    expect(screen.getByRole('link', { name: 'New Rule' })).toHaveAttribute(
      'href',
      '/admin/rules/new?context=admin:algorithm',
    );
    expect(screen.getByRole('button', { name: 'Reorder Baseline' })).toBeInTheDocument();
    expect(screen.getByTestId('active-rules-summary')).toHaveTextContent('Active: Baseline');
    await expectMenu(user, 'Baseline', ['Edit', 'Delete']);
    const [load] = server.callsTo(endpoints.rules.findRules);
    expect(load?.query.get('context')).toBe('admin:algorithm');
    expect(load?.query.has('retailer_id')).toBe(false);
    // No retailer is chosen: all algorithm rules show, and no banner (they are the ruleset's).
    expect(screen.getByRole('textbox', { name: 'Retailer' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('narrows the list to one retailer chosen in the filter, kept in the URL', async () => {
    const { user, location } = renderApp('/admin/algorithm');
    await screen.findByRole('link', { name: 'Other exponential' });
    await user.click(screen.getByRole('textbox', { name: 'Retailer' }));
    await user.click(await screen.findByRole('option', { name: 'Demo Store' }));
    await waitFor(() => expect(location()).toBe(`/admin/algorithm?retailerId=${RETAILER_ID}`));
    // The global rules and the chosen retailer's.
    await waitFor(() =>
      expect(rowTexts().map((cells) => cells[2])).toEqual(['Baseline', 'Demo tit for tat']),
    );
    expect(server.callsTo(endpoints.rules.findRules).at(-1)?.query.get('retailer_id')).toBe(
      RETAILER_ID,
    );
    const search = server.callsTo(endpoints.retailers.findRetailers)[0];
    expect(search?.query.get('context')).toBe('search');
    expect(search?.query.get('sortOrder')).toBe('name');
  });

  it('opens already narrowed by the retailerId in the URL, and clears back to all', async () => {
    const { user, location } = renderApp(`/admin/algorithm?retailerId=${OTHER_RETAILER_ID}`);
    await screen.findByRole('link', { name: 'Other exponential' });
    expect(screen.queryByRole('link', { name: 'Demo tit for tat' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Retailer' })).toHaveValue('Other Shop'),
    );
    const clear = screen
      .getByRole('textbox', { name: 'Retailer' })
      .closest('.mantine-Select-root')
      ?.querySelector('button');
    if (!clear) throw new Error('No clear button');
    await user.click(clear);
    await waitFor(() => expect(location()).toBe('/admin/algorithm'));
    expect(await screen.findByRole('link', { name: 'Demo tit for tat' })).toBeInTheDocument();
  });

  it('switches an algorithm rule off with its context', async () => {
    const { user } = renderApp('/admin/algorithm');
    await user.click(await screen.findByRole('switch', { name: 'Baseline active' }));
    const id = rules.algorithm[0]?.rule_id ?? '';
    expect(await sentSwitch(server, id)).toEqual({
      context: 'admin:algorithm',
      active: false,
    });
  });

  it("shows the server's message when switching an algorithm rule is refused", async () => {
    server.on(endpoints.rules.updateRule, () => json(422, { errorMessage: 'Keep one on.' }));
    const { user } = renderApp('/admin/algorithm');
    await user.click(await screen.findByRole('switch', { name: 'Baseline active' }));
    await expectRedNotification('Keep one on.');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Baseline active' })).toBeChecked(),
    );
  });
});
