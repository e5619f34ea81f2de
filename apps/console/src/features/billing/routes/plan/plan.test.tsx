import { CAP_REACHED_TEXT, MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { createFakeServer, json, type FakeServer } from '../../../../../test/fake-server';
import { renderApp } from '../../../../../test/render-app';
import {
  holdAnswers,
  PENDING_SCHEME_ID,
  planFixture,
  serveBilling,
  SHOPIFY_CHARGE_ID,
} from '../fake-billing-server';

const R = `/retailers/${RETAILER_ID}`;
const PLAN = `${R}/account/plan`;
const CHOICE = `${R}/account/plan/choice`;
const { billing } = endpoints;
const changes = () => server.callsTo(billing.changePlan, { retailerId: RETAILER_ID });

let server: FakeServer;
beforeAll(() => import('./PlanRoute'));
beforeEach(() => {
  server = createFakeServer();
  server.signIn(retailerUser());
});

const yourPlan = async () => within(await screen.findByRole('region', { name: 'Your Plan' }));
const account = async () => within(await screen.findByRole('region', { name: 'Account' }));

describe('Account & Plan', () => {
  it('shows the plan, its fee, the Parleys used, the commission and the account, read-only', async () => {
    serveBilling(server, {
      plan: planFixture({
        billing_cycle_usage_cap: '2000.00',
        billing_cycle_usage_cap_with_currency: '£2,000.00',
      }),
    });
    renderApp(PLAN);
    expect(await screen.findByRole('heading', { name: 'Account & Plan' })).toBeInTheDocument();
    const plan = await yourPlan();
    expect(plan.getByRole('heading', { name: 'Starter' })).toBeInTheDocument();
    expect(plan.getByRole('group', { name: 'Fee' })).toHaveTextContent('£0.00');
    expect(plan.getByRole('group', { name: 'Billing Cycle' })).toHaveTextContent(
      '01/06/2025 – 01/07/2025',
    );
    expect(plan.getByTestId('parleys-used')).toHaveTextContent('40 of 100 Parleys used');
    expect(plan.getByTestId('commission')).toHaveTextContent(
      'A commission of 2% is charged on negotiated sales, up to your monthly spending limit of £2,000.00.',
    );

    const fields = await account();
    const value = (name: string) => fields.getByRole('textbox', { name });
    expect(value('Account Type')).toHaveValue('WooCommerce');
    expect(value('Email')).toHaveValue('owner@demo.example');
    expect(value('Website')).toHaveValue('https://demo.example');
    expect(value('Timezone Code')).toHaveValue('Europe/London');
    for (const name of ['Account Type', 'Email', 'Website', 'Timezone Code']) {
      expect(value(name)).toHaveAttribute('readonly');
    }
  });

  it('reads an unlimited plan with its monthly fee', async () => {
    serveBilling(server, {
      plan: planFixture({
        pricing_plan: { identifier: 'professional', name: 'Professional', feature_names: [] },
        subscription_fee_with_currency: '£99.00',
        billing_cycle_max_parleys: null,
        billing_cycle_used_parleys_count: 1234,
        usage_fee_percentage: 0,
        upgrade_plan_identifier: null,
      }),
    });
    renderApp(PLAN);
    const plan = await yourPlan();
    expect(plan.getByRole('group', { name: 'Fee' })).toHaveTextContent('£99.00 / mo');
    expect(plan.getByTestId('parleys-used')).toHaveTextContent('1,234 used (Unlimited Parleys)');
    expect(plan.getByTestId('commission')).toHaveTextContent(
      'No commission is charged on negotiated sales.',
    );
    expect(plan.queryByRole('button', { name: 'Change Spending Limit' })).toBeNull();
    // At the top of the path, the banner offers a change of plan rather than an upgrade.
    const banner = within(screen.getByTestId('upgrade-banner'));
    expect(banner.getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', CHOICE);
  });

  it('shows a loader, then the refusal when the plan cannot be read', async () => {
    const { release } = holdAnswers(server, billing.findPlan, () =>
      json(404, { errorMessage: MSG.notFound }),
    );
    renderApp(PLAN);
    await screen.findByRole('heading', { name: 'Account & Plan' });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.notFound);
  });

  it('offers the next plan on the upgrade path, on Choose Your Plan', async () => {
    serveBilling(server);
    renderApp(PLAN);
    const banner = within(await screen.findByTestId('upgrade-banner'));
    expect(banner.getByText(/upgrade to Professional/)).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', CHOICE);
  });

  it('e-mails a password link for a store that is not Shopify’s, and says so', async () => {
    serveBilling(server);
    const { user } = renderApp(PLAN);
    await user.click((await account()).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.adminPasswordRequested);
    expect(server.callsTo('POST', '/api/v1/auth/password')[0]?.body).toEqual({
      retailer_id: RETAILER_ID,
    });
  });

  it('says when the password link could not be requested', async () => {
    serveBilling(server);
    server.on(endpoints.account.emailPasswordLink, () => json(500, {}));
    const { user } = renderApp(PLAN);
    await user.click((await account()).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.passwordRequestFailed);
  });

  it('has no Change Password for a Shopify store', async () => {
    serveBilling(server, {
      plan: planFixture({ account_type: 'shopify', payment_type: 'shopify' }),
    });
    renderApp(PLAN);
    const fields = await account();
    expect(fields.getByRole('textbox', { name: 'Account Type' })).toHaveValue('Shopify');
    expect(fields.queryByRole('button', { name: 'Change Password' })).toBeNull();
  });

  it('approves an upgrade an administrator prepared', async () => {
    const state = serveBilling(server, {
      plan: planFixture({
        pending_scheme: {
          billing_scheme_id: PENDING_SCHEME_ID,
          name: 'PROFESSIONAL',
          usage_fee_percentage: 2,
          billing_cycle_usage_cap: '1000.00',
          pricing_plan: { identifier: 'professional', name: 'Professional', feature_names: [] },
        },
      }),
    });
    const { user } = renderApp(PLAN);
    const pending = within(await screen.findByTestId('pending-upgrade'));
    expect(pending.getByText('Your upgrade to Professional is pending')).toBeInTheDocument();
    await user.click(pending.getByRole('button', { name: 'Approve Upgrade' }));
    await waitFor(() => expect(screen.queryByTestId('pending-upgrade')).toBeNull());
    expect(changes()[0]?.body).toEqual({
      plan_identifier: 'professional',
      pending_billing_scheme_id: PENDING_SCHEME_ID,
    });
    expect(state.plan.pricing_plan.identifier).toBe('professional');
    expect((await yourPlan()).getByRole('heading', { name: 'Professional' })).toBeInTheDocument();
  });

  it('says when a cap has switched negotiation off, once, with the way to upgrade', async () => {
    serveBilling(server, { plan: planFixture({ cap_reached: 'usage_cap_reached' }) });
    renderApp(PLAN);
    const notice = await screen.findByTestId('cap-reached-notice');
    expect(notice).toHaveTextContent('Your Starter Plan reached its monthly limit');
    expect(notice).toHaveTextContent(CAP_REACHED_TEXT);
    expect(within(notice).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', CHOICE);
    expect(screen.getAllByTestId('cap-reached-notice')).toHaveLength(1);
  });

  it('sets the spending limit in a dialog held in the URL', async () => {
    serveBilling(server);
    const { user, location } = renderApp(PLAN);
    await user.click((await yourPlan()).getByRole('button', { name: 'Change Spending Limit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Monthly Spending Limit' }));
    expect(location()).toBe(`${PLAN}?spending_limit=starter`);
    // No limit is known yet: the default is offered.
    const limit = dialog.getByRole('textbox', { name: 'Spending limit (GBP)' });
    expect(limit).toHaveValue('2000');
    await user.clear(limit);
    await user.type(limit, '750');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe(PLAN));
    expect(changes()[0]?.body).toEqual({ plan_identifier: 'starter', usage_cap: 750 });
    expect((await yourPlan()).getByTestId('commission')).toHaveTextContent(
      'up to your monthly spending limit of £750.00.',
    );
  });

  it('confirms Shopify’s charge once on the way back, then drops charge_id from the URL', async () => {
    serveBilling(server, {
      plan: planFixture({ payment_type: 'shopify', account_type: 'shopify' }),
      awaitingCharge: { chargeId: SHOPIFY_CHARGE_ID, identifier: 'professional' },
    });
    const { location } = renderApp(`${PLAN}?charge_id=${SHOPIFY_CHARGE_ID}`);
    await waitFor(() => expect(location()).toBe(PLAN));
    expect((await yourPlan()).getByRole('heading', { name: 'Professional' })).toBeInTheDocument();
    expect(changes()).toHaveLength(1);
    expect(changes()[0]?.body).toEqual({ shopify_charge_id: SHOPIFY_CHARGE_ID });
  });

  it('shows why Shopify’s charge was refused, and does not send it again', async () => {
    serveBilling(server, { plan: planFixture({ payment_type: 'shopify' }) });
    const { location } = renderApp(`${PLAN}?charge_id=someone-elses`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.chargeUnknown);
    await waitFor(() => expect(location()).toBe(PLAN));
    expect((await yourPlan()).getByRole('heading', { name: 'Starter' })).toBeInTheDocument();
    expect(changes()).toHaveLength(1);
  });
});
