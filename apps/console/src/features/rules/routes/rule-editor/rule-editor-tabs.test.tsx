import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import {
  EDITOR,
  addonItem,
  cohort,
  openEditor,
  serveRuleEditor,
  showTab,
  type EditorServerOptions,
} from './test-kit';
import { choose } from '../../../../../test/inputs';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({ account: retailerUser });

const BEHAVIOURAL: EditorServerOptions = {
  plan: ['behavioural_rules', 'signposting'],
  retailerFeatures: ['user_cohorts'],
  cohorts: [cohort()],
};

const radio = (name: string) => screen.getByRole('radio', { name });
const tab = (name: string) => screen.getByRole('tab', { name });

async function openTab(path: string, name: string, options: EditorServerOptions = {}) {
  serveRuleEditor(server, options);
  const view = await openEditor(path);
  await showTab(view.user, name);
  return view;
}

describe('rule editor: plan locks', () => {
  it('shows a locked button to the plan page for each section the plan lacks', async () => {
    const { user } = await openTab(EDITOR.new, 'Behavioural Tools');
    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getByText(MSG.ruleNeedsBehaviouralRules)).toBeInTheDocument();
    const locked = () => within(panel()).getByRole('link', { name: 'Upgrade to unlock' });
    expect(locked()).toHaveAttribute('href', EDITOR.planChoice);

    await showTab(user, 'Gift With Purchase');
    expect(within(panel()).getByText(MSG.ruleNeedsAddons)).toBeInTheDocument();
    expect(locked()).toHaveAttribute('href', EDITOR.planChoice);

    await showTab(user, 'Retargeting');
    expect(within(panel()).getByText(MSG.ruleNeedsRecovered)).toBeInTheDocument();
    expect(locked()).toHaveAttribute('href', EDITOR.planChoice);
  });
});

describe('rule editor: behavioural tools', () => {
  it('limits availability for a delay and resets everything for all the time', async () => {
    const { user } = await openTab(EDITOR.new, 'Behavioural Tools', BEHAVIOURAL);
    expect(radio('All the time')).toBeChecked();
    expect(radio('Always')).toBeChecked();
    expect(radio('All users')).toBeChecked();

    await user.click(radio('After a delay'));
    expect(radio('Limited by behaviour')).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Delay (seconds)' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Minimum Page Visits' }), '3');

    await user.click(radio('All the time'));
    expect(radio('Always')).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Delay (seconds)' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Minimum Page Visits' })).toHaveValue('');

    await user.type(screen.getByRole('textbox', { name: 'Minimum Page Visits' }), '2');
    expect(radio('Limited by behaviour')).toBeChecked();
  });

  it('restricts to the cohorts picked and clears them for all users', async () => {
    const { user } = await openTab(EDITOR.new, 'Behavioural Tools', BEHAVIOURAL);
    expect(screen.getByRole('link', { name: 'Manage user cohorts' })).toHaveAttribute(
      'href',
      `/retailers/${RETAILER_ID}/cohorts`,
    );
    const pill = () =>
      screen.queryByText('Returning shoppers', { selector: '.mantine-Pill-label' });
    await choose(user, 'User Cohorts', 'Returning shoppers');
    expect(radio('Specific user cohorts')).toBeChecked();
    expect(radio('Limited by behaviour')).toBeChecked();
    expect(pill()).toBeInTheDocument();

    await user.click(radio('All users'));
    expect(pill()).not.toBeInTheDocument();
  });

  it('offers no cohorts without the retailer feature user_cohorts', async () => {
    await openTab(EDITOR.new, 'Behavioural Tools', { plan: ['behavioural_rules'] });
    expect(radio('Specific user cohorts')).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'User Cohorts' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Signposting' })).toBeDisabled();
  });
});

describe('rule editor: saving tab by tab', () => {
  it('jumps to the first invalid tab and stops there', async () => {
    const { user } = await openTab(EDITOR.new, 'Behavioural Tools', BEHAVIOURAL);
    await user.click(radio('After a delay'));
    await showTab(user, 'Basic Settings');
    await user.type(screen.getByRole('textbox', { name: 'Rule Name' }), 'Evening deals');
    await choose(user, 'Rule Type', 'Whole Store');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Free Shipping' })).getByLabelText('No'),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Ask Quantity First' })).getByLabelText('Yes'),
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Delay (seconds): ${MSG.required}`)).toBeInTheDocument();
    await waitFor(() => expect(tab('Behavioural Tools')).toHaveAttribute('aria-selected', 'true'));
    expect(within(screen.getByRole('tabpanel')).getByText(MSG.required)).toBeInTheDocument();
    expect(server.callsTo(endpoints.rules.createRule)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Delay (seconds)' }), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.stepOf(5))).toBeInTheDocument();
  });
});

describe('rule editor: gifts and retargeting', () => {
  it('lists the chosen gifts with their type and £ display value', async () => {
    const { user } = await openTab(EDITOR.new, 'Gift With Purchase', {
      plan: ['addons'],
      addonItems: [addonItem()],
    });
    await choose(user, 'Gift With Purchase', 'Tote bag');
    const chosen = screen.getByRole('table', { name: 'Chosen gifts with purchase' });
    expect(within(chosen).getByRole('row', { name: 'Tote bag Gift With Purchase £5.00' }));
    expect(screen.getByRole('link', { name: 'Manage gifts with purchase' })).toHaveAttribute(
      'href',
      `/retailers/${RETAILER_ID}/addon_items`,
    );
  });

  it('turns Recovered Parleys off for cart rules', async () => {
    const { user } = await openTab(EDITOR.new, 'Retargeting', {
      plan: ['abandoned_parleys', 'negotiation_on_cart'],
    });
    await user.click(screen.getByRole('switch', { name: 'Recovered Parleys' }));
    expect(screen.getByRole('switch', { name: 'Recovered Parleys' })).toBeChecked();

    await showTab(user, 'Basic Settings');
    await choose(user, 'Rule Type', 'Negotiation On Cart');
    await showTab(user, 'Retargeting');
    const recovered = screen.getByRole('switch', { name: 'Recovered Parleys' });
    expect(recovered).not.toBeChecked();
    expect(recovered).toBeDisabled();
    expect(screen.getByText(MSG.recoveredNotForCart)).toBeInTheDocument();
  });
});
