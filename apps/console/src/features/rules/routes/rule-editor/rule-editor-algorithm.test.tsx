import { MSG, endpoints } from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SEARCHED_RETAILERS,
  RETAILER_ID,
  RULE_ID,
  aRule,
  adminUser,
} from '../../../../../test/fixtures';
import { choose } from '../../../../../test/inputs';
import { openEditor, savedBody, serveRuleEditor } from './test-kit';
import { serverPerTest } from '../../../../../test/server-per-test';

const NEW_ALGORITHM_RULE = '/admin/rules/new?context=admin:algorithm';

const server = serverPerTest({ account: adminUser });

const field = (name: string) => screen.getByRole('textbox', { name });

describe('rule editor: algorithm rules', () => {
  it('has only the basic tab, no rule type, and resets hyper-parameters by version', async () => {
    serveRuleEditor(server, { retailers: SEARCHED_RETAILERS });
    const { user } = await openEditor(NEW_ALGORITHM_RULE);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic Settings']);
    expect(screen.queryByRole('textbox', { name: 'Rule Type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Objective' })).not.toBeInTheDocument();
    expect(field('Retailer')).toHaveValue('All Retailers');

    await choose(user, 'Algorithm Version', 'a_baseline');
    expect(field('tolerance')).toHaveValue('0.15');
    expect(field('exp_max_bids')).toHaveValue('5');
    await user.clear(field('tolerance'));
    await user.type(field('tolerance'), '0.3');
    await choose(user, 'Algorithm Version', 'b_tit_for_tat');
    expect(field('tolerance')).toHaveValue('0.1');
  });

  it('saves the rule with its hyper-parameters, retailer and Activation Ratio', async () => {
    serveRuleEditor(server, { retailers: SEARCHED_RETAILERS });
    const { user, location } = await openEditor(NEW_ALGORITHM_RULE);
    await user.type(field('Rule Name'), 'Tit for tat at Demo');
    await user.clear(field('Retailer'));
    await user.type(field('Retailer'), 'Demo');
    await user.click(await screen.findByRole('option', { name: 'Demo Store' }));
    await choose(user, 'Algorithm Version', 'b_tit_for_tat');
    await user.click(screen.getByRole('switch', { name: 'A/B test' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Activation Ratio: ${MSG.required}`)).toBeInTheDocument();
    await user.type(field('Activation Ratio'), '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toBe('/admin/algorithm'));
    expect(screen.getByText(MSG.itemCreated('Rule'))).toBeInTheDocument();
    expect(savedBody(server.callsTo(endpoints.rules.createRule))).toMatchObject({
      context: 'admin:algorithm',
      name: 'Tit for tat at Demo',
      match_type: 'retailer',
      retailer_id: RETAILER_ID,
      algorithm_version: 'b_tit_for_tat',
      hyper_parameters: defaultHyperParameters('b_tit_for_tat'),
      experiment_percentage: 25,
      walkaway_percentage: null,
      display_setting: 'always',
    });
  });

  it("warns 'No retailer found!' when a search finds none", async () => {
    serveRuleEditor(server, { retailers: SEARCHED_RETAILERS });
    const { user } = await openEditor(NEW_ALGORITHM_RULE);
    await user.clear(field('Retailer'));
    await user.type(field('Retailer'), 'zzz');
    expect(await screen.findByText(MSG.noRetailerFound, {})).toBeInTheDocument();
    const searches = server.callsTo(endpoints.retailers.findRetailers);
    expect(searches.at(-1)?.query.get('searchText')).toBe('zzz');
    expect(searches.at(-1)?.query.get('context')).toBe('search');
    expect(searches.at(-1)?.query.get('sortOrder')).toBe('name');
  });

  it('loads an existing algorithm rule with its retailer and settings', async () => {
    const hyper = { ...defaultHyperParameters('c_exponential'), exp_max_bids: 8 };
    serveRuleEditor(server, {
      retailers: SEARCHED_RETAILERS,
      rule: aRule({
        name: 'Exponential for Demo',
        algorithm_version: 'c_exponential',
        algorithm_settings: { algorithm_version: 'c_exponential', hyper_parameters: hyper },
      }),
    });
    const { user } = await openEditor(`/admin/rules/${RULE_ID}?context=admin:algorithm`);
    expect(field('Retailer')).toHaveValue('Demo Store');
    expect(field('Algorithm Version')).toHaveValue('c_exponential');
    expect(field('exp_max_bids')).toHaveValue('8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.callsTo(endpoints.rules.updateRule, { ruleId: RULE_ID })).toHaveLength(1),
    );
    expect(
      savedBody(server.callsTo(endpoints.rules.updateRule, { ruleId: RULE_ID })),
    ).toMatchObject({
      match_type: 'retailer',
      retailer_id: RETAILER_ID,
      hyper_parameters: hyper,
    });
  });
});
