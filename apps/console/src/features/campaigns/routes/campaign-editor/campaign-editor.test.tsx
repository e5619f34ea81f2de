import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { choose, messageOf } from '../../../../../test/inputs';
import { renderApp } from '../../../../../test/render-app';
import { linkUrl, rule, serveCampaigns } from '../fake-campaign-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({ account: retailerUser });

const LIST = `/retailers/${RETAILER_ID}/campaigns`;
const { createCampaign } = endpoints.campaigns;
const SAVE = 'Save & Generate URL';
type User = ReturnType<typeof userEvent.setup>;

/** What fillBasics enters, as the form sends it (the name trimmed). */
const FILLED = { name: 'Summer sale', product_url: 'https://demo.example/products/jumper' };
/** What a Link to Rule saves: FILLED, the rule's id and the duration. */
const linkedToRule = (ruleId: string, duration: 'no-limit' | 'limited') => ({
  ...FILLED,
  campaign_type: 'link_to_rule',
  duration,
  rule_id: ruleId,
});

async function fillBasics(user: User, type: string, url = FILLED.product_url) {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' Summer sale ');
  await choose(user, 'Type', type);
  const urlLabel = type === 'Negotiation On Cart' ? 'Cart URL' : 'Product URL';
  await user.type(screen.getByRole('textbox', { name: urlLabel }), url);
}

const posted = () => server.callsTo(createCampaign, { retailerId: RETAILER_ID });
const save = (user: User) => user.click(screen.getByRole('button', { name: SAVE }));

/** Saves; once the link is created, the body that was posted. */
async function saveCreated(user: User) {
  await save(user);
  expect(await screen.findByText('Magic Link Created')).toBeInTheDocument();
  return posted()[0]?.body;
}

describe('New Magic Link', () => {
  it('is titled General Magic Link Settings and asks for the required settings', async () => {
    serveCampaigns(server);
    const { user } = renderApp(`${LIST}/new`);
    expect(
      await screen.findByRole('heading', { name: 'General Magic Link Settings' }),
    ).toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(messageOf('Name')).toBe(MSG.required));
    expect(messageOf('Type')).toBe(MSG.required);
    expect(messageOf('Product URL')).toBe(MSG.required);
    expect(messageOf('Magic Link Duration', 'radiogroup')).toBe(MSG.required);
    await user.type(screen.getByRole('textbox', { name: 'Product URL' }), 'not a url');
    await save(user);
    await waitFor(() => expect(messageOf('Product URL')).toBe(MSG.url));
    expect(posted()).toHaveLength(0);
  });

  it('creates a single product link with the objective form, then shows it', async () => {
    serveCampaigns(server);
    const { user, location } = renderApp(`${LIST}/new`);
    await fillBasics(user, 'Single Product');
    expect(screen.getByRole('textbox', { name: 'Objective' })).toHaveValue('Balance Performance');
    const threshold = screen.getByRole('textbox', { name: 'Discount Threshold' });
    await user.clear(threshold);
    await user.click(screen.getByRole('radio', { name: 'No time limit' }));
    await save(user);
    await waitFor(() => expect(messageOf('Discount Threshold')).toBe(MSG.required));

    await user.type(threshold, '4');
    expect(screen.getByText(MSG.thresholdWarning)).toBeInTheDocument();
    expect(await saveCreated(user)).toEqual({
      ...FILLED,
      campaign_type: 'single_product',
      duration: 'no-limit',
      objective: 'balance_performance',
      discount_treshold: 4,
    });
    await waitFor(() => expect(location()).toMatch(new RegExp(`^${LIST}/[0-9a-f-]{36}$`)));
    expect(await screen.findByRole('textbox', { name: 'Magic Link URL' })).toHaveValue(
      linkUrl('new0code'),
    );
  });

  it('creates a cart link with the legacy Target Discount and Walkaway Threshold', async () => {
    serveCampaigns(server);
    const { user } = renderApp(`${LIST}/new`);
    await fillBasics(user, 'Negotiation On Cart', 'https://demo.example/cart');
    await choose(user, 'Objective', 'Old Rule Configuration');
    expect(screen.queryByRole('textbox', { name: 'Discount Threshold' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No time limit' }));
    await save(user);
    await waitFor(() => expect(messageOf('Target Discount')).toBe(MSG.required));

    await user.type(screen.getByRole('textbox', { name: 'Target Discount' }), '14');
    expect(screen.getByText(MSG.legacyGapAdvice)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Target Discount' }));
    await user.type(screen.getByRole('textbox', { name: 'Target Discount' }), '10');
    expect(screen.queryByText(MSG.legacyGapAdvice)).not.toBeInTheDocument();
    expect(await saveCreated(user)).toEqual({
      ...FILLED,
      campaign_type: 'negotiation_on_cart',
      product_url: 'https://demo.example/cart',
      duration: 'no-limit',
      objective: 'none',
      target_discount_percentage: 10,
      walkaway_percentage: 16,
    });
  });

  it('links to a rule: the percentages are disabled, and the rule and its lifetime shown', async () => {
    const spring = rule({ name: 'Spring rule' });
    serveCampaigns(server, [], [spring, rule({ name: 'Clearance' })]);
    const { user } = renderApp(`${LIST}/new`);
    await fillBasics(user, 'Link to Rule');
    expect(screen.getByText(MSG.magicLinkRuleLifetime)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Objective' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Discount Threshold' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'No time limit' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Limited time' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No time limit' }));
    await save(user);
    await waitFor(() => expect(messageOf('Rule')).toBe(MSG.required));

    await choose(user, 'Rule', 'Spring rule');
    expect(await saveCreated(user)).toEqual(linkedToRule(spring.rule_id, 'no-limit'));
  });

  // The longest journey here: give it room on a busy machine.
  it(
    'needs the begin and end of a limited link, sent as UTC from the store timezone',
    { timeout: 40_000 },
    async () => {
      const spring = rule();
      serveCampaigns(server, [], [spring]);
      const { user } = renderApp(`${LIST}/new`);
      await fillBasics(user, 'Link to Rule');
      await choose(user, 'Rule', 'Spring rule');
      await user.click(screen.getByRole('radio', { name: 'Limited time' }));
      expect(screen.getByText(/Europe\/London/)).toBeInTheDocument();
      await save(user);
      await waitFor(() => expect(messageOf('Begin Date')).toBe(MSG.required));
      expect(messageOf('End Date')).toBe(MSG.required);

      await user.type(screen.getByRole('textbox', { name: 'Begin Date' }), '01/07/2025');
      await user.type(screen.getByRole('textbox', { name: 'End Date' }), '01/07/2025');
      await save(user);
      await waitFor(() => expect(messageOf('Begin Time')).toBe(MSG.required));
      expect(messageOf('End Time')).toBe(MSG.required);

      await choose(user, 'Begin Time', '09:00 AM');
      await choose(user, 'End Time', '08:00 AM');
      await save(user);
      await waitFor(() => expect(messageOf('End Date')).toBe(MSG.endBeforeBegin));

      await user.clear(screen.getByRole('textbox', { name: 'End Date' }));
      await user.type(screen.getByRole('textbox', { name: 'End Date' }), '02/07/2025');
      await choose(user, 'End Time', '05:00 PM');
      expect(await saveCreated(user)).toEqual({
        ...linkedToRule(spring.rule_id, 'limited'),
        starts_at: '2025-07-01T08:00:00.000Z',
        ends_at: '2025-07-02T16:00:00.000Z',
      });
    },
  );

  it("shows the server's refusal under the form and in a red notification", async () => {
    serveCampaigns(server, [], [rule()]);
    server.on(
      createCampaign,
      () =>
        new Response(JSON.stringify({ errorMessage: MSG.magicLinkRuleUnavailable }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const { user, location } = renderApp(`${LIST}/new`);
    await fillBasics(user, 'Link to Rule');
    await choose(user, 'Rule', 'Spring rule');
    await user.click(screen.getByRole('radio', { name: 'No time limit' }));
    await save(user);
    await waitFor(() => expect(screen.getAllByText(MSG.magicLinkRuleUnavailable)).toHaveLength(2));
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      MSG.magicLinkRuleUnavailable,
    );
    const toast = screen
      .getAllByText(MSG.magicLinkRuleUnavailable)
      .map((element) => element.closest<HTMLElement>('.mantine-Notification-root'))
      .find(Boolean);
    expect(toast?.style.getPropertyValue('--notification-color')).toContain('red');
    expect(location()).toBe(`${LIST}/new`);
  });

  it('cancels back to the list', async () => {
    serveCampaigns(server);
    const { user, location } = renderApp(`${LIST}/new`);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(LIST));
  });
});
