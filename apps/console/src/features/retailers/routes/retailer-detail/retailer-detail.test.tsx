import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UPLIFT_CONTROL_REQUIRED, endpoints } from '@parley/contract';
import { adminUser, RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { serveRetailerAdmin } from '../fake-retailer-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({ account: adminUser });

const DETAIL = `/retailers/${RETAILER_ID}`;
const params = { retailerId: RETAILER_ID };
const { retailers } = endpoints;
const card = async (title: string) => screen.findByRole('region', { name: title });

describe('Retailer detail', () => {
  it('shows the four cards with their links', async () => {
    serveRetailerAdmin(server);
    renderApp(DETAIL);
    const info = await card('Retailer Info');
    expect(within(info).getByRole('link', { name: 'View Dashboard' })).toHaveAttribute(
      'href',
      `${DETAIL}/dashboard`,
    );
    const billing = await card('Billing Info');
    expect(within(billing).getByRole('link', { name: 'Manage Plan' })).toHaveAttribute(
      'href',
      `${DETAIL}/account/plan`,
    );
    expect(within(billing).getByRole('link', { name: 'Manage Charges' })).toHaveAttribute(
      'href',
      `${DETAIL}/account/usage`,
    );
    const store = await card('Store Info');
    expect(within(store).getByRole('link', { name: 'Edit Shopify Integration' })).toHaveAttribute(
      'href',
      `${DETAIL}/shopify_store`,
    );
    expect(await card('Uplift A/B Test')).toBeInTheDocument();
    expect(server.callsTo(retailers.findRetailer, params)[0]?.query.get('context')).toBe('admin');
  });

  it('switches the discount functions', async () => {
    serveRetailerAdmin(server);
    const { user } = renderApp(DETAIL);
    const store = await card('Store Info');
    const toggle = within(store).getByRole('switch', { name: 'Discount functions enabled' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(server.callsTo(retailers.updateStoreIntegration, params)[0]?.body).toEqual({
        discount_functions_enabled: true,
      }),
    );
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('starts an uplift test with a control percentage, and terminates it', async () => {
    serveRetailerAdmin(server);
    const { user } = renderApp(DETAIL);
    const uplift = await card('Uplift A/B Test');
    await user.click(within(uplift).getByRole('button', { name: 'Start Test' }));
    expect(await within(uplift).findByText(UPLIFT_CONTROL_REQUIRED)).toBeInTheDocument();
    expect(server.callsTo(retailers.startUpliftTest, params)).toHaveLength(0);

    await user.click(within(uplift).getByRole('textbox', { name: 'Control percentage' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['5%', '10%', '15%', '20%', '25%', '30%', '35%', '40%', '45%', '50%']);
    await user.click(screen.getByRole('option', { name: '20%' }));
    await user.click(within(uplift).getByRole('button', { name: 'Start Test' }));
    expect(await within(uplift).findByText(/20% of shoppers/)).toBeInTheDocument();
    expect(server.callsTo(retailers.startUpliftTest, params)[0]?.body).toEqual({
      control_cohort_percentage: 20,
    });
    expect(within(uplift).getByText('06/05/2025 07:08 AM')).toBeInTheDocument();

    await user.click(within(uplift).getByRole('button', { name: 'Terminate Test' }));
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    expect(await within(uplift).findByRole('button', { name: 'Start Test' })).toBeInTheDocument();
    expect(server.callsTo(retailers.terminateUpliftTest, params)).toHaveLength(1);
  });

  it('logs in as the retailer with a one-time token', async () => {
    serveRetailerAdmin(server);
    server.loginTokens.set('one-time-token', retailerUser());
    const { user, location } = renderApp(DETAIL);
    await user.click(await screen.findByRole('button', { name: 'Log in as this retailer' }));
    await waitFor(() => expect(location()).toBe(`${DETAIL}/dashboard`));
    expect(server.callsTo(endpoints.auth.createLoginToken, params)).toHaveLength(1);
    expect(server.account).toEqual(retailerUser());
  });
});
