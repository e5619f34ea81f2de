import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { campaign, linkUrl, serveCampaigns } from '../fake-campaign-server';
import { serverPerTest } from '../../../../../test/server-per-test';
import { answerDialog, cancelRowDelete, pickRowAction } from '../../../../../test/list-menus';

const server = serverPerTest({ account: retailerUser });

const LIST = `/retailers/${RETAILER_ID}/campaigns`;
const { deleteCampaign, deleteCampaigns } = endpoints.campaigns;

const summer = () => campaign({ name: 'Summer sale', campaign_url: linkUrl('summer123abc') });
const basket = () =>
  campaign({
    name: 'Basket deal',
    campaign_type: 'negotiation_on_cart',
    product_url: 'https://demo.example/cart',
    campaign_url: linkUrl('basket456def'),
    created_at: '2025-07-01T08:00:00.000Z',
  });

/** The page's copy calls go to the clipboard user-event puts on the page. */
const spyOnClipboard = () => vi.spyOn(navigator.clipboard, 'writeText');

describe('Magic Links list', () => {
  it('lists each link with its name linking to it, type, URL and created date', async () => {
    const links = serveCampaigns(server, [summer(), basket()]);
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'Magic Links' })).toBeInTheDocument();
    const name = await screen.findByRole('link', { name: 'Basket deal' });
    expect(name).toHaveAttribute('href', `${LIST}/${links[1]?.campaign_id}`);
    const row = name.closest('tr')!;
    expect(within(row).getByText('Negotiation On Cart')).toBeInTheDocument();
    expect(within(row).getByText(linkUrl('basket456def'))).toBeInTheDocument();
    // Created in the retailer's timezone (Europe/London, summer time).
    expect(within(row).getByText('01/07/2025 09:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Magic Link' })).toHaveAttribute(
      'href',
      `${LIST}/new`,
    );
  });

  it('shows the empty state', async () => {
    serveCampaigns(server);
    renderApp(LIST);
    expect(await screen.findByText(/Currently there are no Magic Links/)).toBeInTheDocument();
  });

  it('opens a link when its row is clicked', async () => {
    const links = serveCampaigns(server, [summer()]);
    const { user, location } = renderApp(LIST);
    const row = (await screen.findByRole('link', { name: 'Summer sale' })).closest('tr')!;
    await user.click(within(row).getByText('Single Product'));
    await waitFor(() => expect(location()).toBe(`${LIST}/${links[0]?.campaign_id}`));
  });

  it('copies the URL with the Copy URL button', async () => {
    serveCampaigns(server, [summer()]);
    const { user, location } = renderApp(LIST);
    const writeText = spyOnClipboard();
    await user.click(await screen.findByRole('button', { name: 'Copy URL of Summer sale' }));
    expect(writeText).toHaveBeenCalledWith(linkUrl('summer123abc'));
    expect(await screen.findByText(MSG.campaignUrlCopied)).toBeInTheDocument();
    expect(location()).toBe(LIST);
  });

  it('copies the magic link from the row menu', async () => {
    serveCampaigns(server, [summer()]);
    const { user } = renderApp(LIST);
    const writeText = spyOnClipboard();
    await pickRowAction(user, 'Summer sale', 'Copy Magic Link');
    expect(writeText).toHaveBeenCalledWith(linkUrl('summer123abc'));
    expect(await screen.findByText(MSG.magicLinkCopied)).toBeInTheDocument();
  });

  it('says so when the browser refuses the clipboard', async () => {
    serveCampaigns(server, [summer()]);
    const { user } = renderApp(LIST);
    spyOnClipboard().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(await screen.findByRole('button', { name: 'Copy URL of Summer sale' }));
    expect(await screen.findByText(MSG.clipboardFailed)).toBeInTheDocument();
  });

  it('deletes one link after the singular confirmation', async () => {
    const links = serveCampaigns(server, [summer(), basket()]);
    const id = links[0]?.campaign_id ?? '';
    const { user } = renderApp(LIST);
    await pickRowAction(user, 'Summer sale', 'Delete');
    await answerDialog(user, 'Delete', MSG.deleteConfirm('magic link'));
    expect(await screen.findByText('Magic Link Deleted')).toBeInTheDocument();
    expect(
      server.callsTo(deleteCampaign, { retailerId: RETAILER_ID, campaignId: id }),
    ).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Summer sale' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Basket deal' })).toBeInTheDocument();
  });

  it('deletes the selected links after the plural confirmation', async () => {
    const links = serveCampaigns(server, [summer(), basket()]);
    const ids = links.map((link) => link.campaign_id);
    const { user } = renderApp(LIST);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Summer sale' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Basket deal' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await answerDialog(user, 'Delete', MSG.deleteConfirm('magic links', true));
    expect(await screen.findByText('Magic Links Deleted')).toBeInTheDocument();
    expect(server.callsTo(deleteCampaigns, { retailerId: RETAILER_ID })[0]?.body).toEqual({ ids });
    expect(await screen.findByText(/Currently there are no Magic Links/)).toBeInTheDocument();
  });

  it('keeps the links when the confirmation is cancelled', async () => {
    serveCampaigns(server, [summer()]);
    const { user } = renderApp(LIST);
    await cancelRowDelete(user, server, 'Summer sale');
    expect(screen.getByRole('link', { name: 'Summer sale' })).toBeInTheDocument();
  });
});
