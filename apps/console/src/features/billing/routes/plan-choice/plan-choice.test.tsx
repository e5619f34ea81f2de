import { CONTACT_URL, MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { createFakeServer, json, type FakeServer } from '../../../../../test/fake-server';
import { messageOf } from '../../../../../test/inputs';
import { renderApp } from '../../../../../test/render-app';
import {
  planFixture,
  serveBilling,
  SHOPIFY_CONFIRM_URL,
  holdAnswers,
} from '../fake-billing-server';

const R = `/retailers/${RETAILER_ID}`;
const CHOICE = `${R}/account/plan/choice`;
const PLAN = `${R}/account/plan`;
const { billing } = endpoints;

let server: FakeServer;
beforeAll(() => Promise.all([import('./PlanChoiceRoute'), import('../plan/PlanRoute')]));
beforeEach(() => {
  server = createFakeServer();
  server.signIn(retailerUser());
});

const card = async (name: string) => within(await screen.findByRole('region', { name }));
const planPage = () => screen.findByRole('heading', { name: 'Account & Plan' });

describe('Choose Your Plan', () => {
  it('shows each plan with its purpose, price, features and way to it, the current one marked', async () => {
    serveBilling(server);
    renderApp(CHOICE);
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();

    const starter = await card('Starter');
    expect(starter.getByText('Current Plan', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(starter.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(starter.getByTestId('plan-pricing')).toHaveTextContent(
      '£0.00100 Negotiations+ 2% of negotiated sales',
    );

    const professional = await card('Professional');
    expect(professional.getByText('Professional purpose')).toBeInTheDocument();
    expect(professional.getByTestId('plan-pricing')).toHaveTextContent(
      '£99.00 / mo2,000 Negotiations+ 2% of negotiated sales',
    );
    expect(professional.getByText('Behavioural rules')).toBeInTheDocument();
    expect(professional.getByRole('button', { name: 'Choose' })).toBeEnabled();

    const basic = await card('Basic');
    expect(basic.getByTestId('plan-pricing')).toHaveTextContent('£29.00 / mo500 Negotiations');

    const enterprise = await card('Enterprise');
    expect(enterprise.getByTestId('plan-pricing')).toHaveTextContent(/^Unlimited Negotiations$/);
    expect(enterprise.queryByRole('button', { name: 'Choose' })).toBeNull();
    const contact = enterprise.getByRole('link', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('href', CONTACT_URL);
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows placeholders while the plans load, and the refusal when they cannot be read', async () => {
    const { release } = holdAnswers(server, billing.findPlanChoices, () =>
      json(404, { errorMessage: MSG.notFound }),
    );
    renderApp(CHOICE);
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.notFound);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('chooses a self-serve plan without usage charges at once, then shows Account & Plan', async () => {
    const state = serveBilling(server);
    const { user, location } = renderApp(CHOICE);
    await user.click((await card('Basic')).getByRole('button', { name: 'Choose' }));
    await planPage();
    expect(location()).toBe(PLAN);
    expect(server.callsTo(billing.changePlan, { retailerId: RETAILER_ID })[0]?.body).toEqual({
      plan_identifier: 'basic',
    });
    expect(state.plan.pricing_plan.identifier).toBe('basic');
    expect(await screen.findByRole('heading', { name: 'Basic' })).toBeInTheDocument();
    // The retailer's billing summary is read again: the top bar follows the new plan.
    await waitFor(() =>
      expect(
        server.callsTo(endpoints.retailers.findRetailer, { retailerId: RETAILER_ID }).length,
      ).toBeGreaterThan(1),
    );
  });

  it('asks for the spending limit of a plan with usage charges, checks it, and sends it', async () => {
    serveBilling(server);
    const { user, location } = renderApp(CHOICE);
    await user.click((await card('Professional')).getByRole('button', { name: 'Choose' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Monthly Spending Limit' }));
    expect(location()).toBe(`${CHOICE}?spending_limit=professional`);
    expect(dialog.getByText(/usage fee of 2% on the sales/)).toBeInTheDocument();
    const limit = dialog.getByRole('textbox', { name: 'Spending limit (GBP)' });
    expect(limit).toHaveValue('2000');

    await user.clear(limit);
    await user.type(limit, 'lots');
    await user.click(dialog.getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(messageOf('Spending limit (GBP)')).toBe(MSG.numeric));
    await user.clear(limit);
    await user.type(limit, '0');
    await user.click(dialog.getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(messageOf('Spending limit (GBP)')).toBe(MSG.between(1, 1_000_000)));
    expect(server.callsTo(billing.changePlan, { retailerId: RETAILER_ID })).toHaveLength(0);

    await user.clear(limit);
    await user.type(limit, '500');
    await user.click(dialog.getByRole('button', { name: 'Choose' }));
    await planPage();
    expect(location()).toBe(PLAN);
    expect(server.callsTo(billing.changePlan, { retailerId: RETAILER_ID })[0]?.body).toEqual({
      plan_identifier: 'professional',
      usage_cap: 500,
    });
  });

  it('opens the spending-limit dialog from the URL, and closes it into the URL', async () => {
    serveBilling(server);
    const { user, location } = renderApp(`${CHOICE}?spending_limit=professional`);
    const dialog = await screen.findByRole('dialog', { name: 'Monthly Spending Limit' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(CHOICE));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a Shopify store to Shopify to confirm the charge', async () => {
    serveBilling(server, {
      plan: planFixture({ payment_type: 'shopify', account_type: 'shopify' }),
    });
    const { user, leave, location } = renderApp(CHOICE);
    await user.click((await card('Basic')).getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(SHOPIFY_CONFIRM_URL));
    expect(location()).toBe(CHOICE);
  });

  it('shows the server’s refusal of a choice', async () => {
    serveBilling(server);
    server.on(billing.changePlan, () => json(422, { errorMessage: MSG.planNotSelfServe }));
    const { user, location } = renderApp(CHOICE);
    await user.click((await card('Basic')).getByRole('button', { name: 'Choose' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.planNotSelfServe);
    expect(location()).toBe(CHOICE);
  });

  it('"No thanks" goes back to the page before', async () => {
    serveBilling(server);
    const { user, location } = renderApp(PLAN);
    const banner = within(await screen.findByTestId('upgrade-banner'));
    await user.click(banner.getByRole('link', { name: 'Upgrade Plan' }));
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    await user.click(screen.getByRole('button', { name: "No thanks, I've changed my mind" }));
    await waitFor(() => expect(location()).toBe(PLAN));
  });

  it('"No thanks" goes home when the console was opened on this page', async () => {
    serveBilling(server);
    const { user, location } = renderApp(CHOICE);
    await user.click(
      await screen.findByRole('button', { name: "No thanks, I've changed my mind" }),
    );
    await waitFor(() => expect(location()).not.toBe(CHOICE));
    expect(location()).toBe(`${R}/dashboard`);
  });
});
