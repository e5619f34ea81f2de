import { MSG } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { campaign, linkUrl, rule, serveCampaigns } from '../fake-campaign-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({ account: retailerUser });

const LIST = `/retailers/${RETAILER_ID}/campaigns`;

describe('An existing Magic Link', () => {
  it('shows every setting read-only, with the URL to copy and only Back', async () => {
    const links = serveCampaigns(server, [
      campaign({
        name: 'Clearance week',
        campaign_type: 'negotiation_on_cart',
        product_url: 'https://demo.example/cart',
        objective: 'none',
        target_discount_percentage: 10,
        walkaway_percentage: 20,
        discount_treshold: null,
        start_date: '2025-07-01T08:00:00.000Z',
        end_date: '2025-07-08T16:00:00.000Z',
        visit_count: 12,
      }),
    ]);
    const { user, location } = renderApp(`${LIST}/${links[0]?.campaign_id}`);
    const url = await screen.findByRole('textbox', { name: 'Magic Link URL' });
    expect(url).toBeDisabled();
    expect(url).toHaveValue(linkUrl('summer123abc'));
    const shown = {
      Name: 'Clearance week',
      Type: 'Negotiation On Cart',
      'Cart URL': 'https://demo.example/cart',
      Objective: 'Old Rule Configuration',
      'Target Discount': '10%',
      'Walkaway Threshold': '20%',
      'Magic Link Duration': 'Limited time',
      Begins: '01/07/2025 09:00 AM',
      Ends: '08/07/2025 05:00 PM',
      Visits: '12',
    };
    for (const [label, value] of Object.entries(shown)) {
      const input = screen.getByRole('textbox', { name: label });
      expect(input).toHaveValue(value);
      expect(input).toHaveAttribute('readonly');
    }
    expect(screen.queryByRole('button', { name: 'Save & Generate URL' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(writeText).toHaveBeenCalledWith(linkUrl('summer123abc'));
    expect(await screen.findByText(MSG.campaignUrlCopied)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe(LIST));
  });

  it('shows a link to a rule with its rule and lifetime note', async () => {
    const spring = rule({ name: 'Spring rule' });
    const links = serveCampaigns(server, [
      campaign({
        campaign_type: 'link_to_rule',
        rule_id: spring.rule_id,
        rule: { rule_id: spring.rule_id, name: spring.name },
        objective: null,
        walkaway_percentage: null,
        discount_treshold: null,
      }),
    ]);
    renderApp(`${LIST}/${links[0]?.campaign_id}`);
    expect(await screen.findByRole('textbox', { name: 'Rule' })).toHaveValue('Spring rule');
    expect(screen.getByText(MSG.magicLinkRuleLifetime)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Magic Link Duration' })).toHaveValue(
      'No time limit',
    );
    expect(screen.queryByRole('textbox', { name: 'Discount Threshold' })).not.toBeInTheDocument();
  });

  it('says when the link cannot be found', async () => {
    serveCampaigns(server);
    renderApp(`${LIST}/20000000-0000-4000-8000-999999999999`);
    expect(await screen.findByText(MSG.notFound)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      LIST,
    );
  });
});
