import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { createFakeServer, json, type FakeServer } from '../../../../../test/fake-server';
import { renderApp } from '../../../../../test/render-app';
import { chargeFixture, saleFixture, serveBilling, holdAnswers } from '../fake-billing-server';

const R = `/retailers/${RETAILER_ID}`;
const USAGE = `${R}/account/usage`;
const { billing } = endpoints;

let server: FakeServer;
beforeAll(() => import('./UsageDetailRoute'));
beforeEach(() => {
  server = createFakeServer();
  server.signIn(retailerUser());
});

const section = async (name: string) => within(await screen.findByRole('region', { name }));
const fact = (within_: Awaited<ReturnType<typeof section>>, name: string) =>
  within_.getByRole('group', { name }).textContent?.replace(name, '');

describe('Usage Charge Details', () => {
  it('shows the charge, the plan it was made under, and its sales leading to their sessions', async () => {
    const sale = saleFixture({ user_name: 'Sam Shopper', is_returning_user: true });
    const charge = chargeFixture({
      description: 'Usage fee May',
      amount: '20.00',
      original_amount: '24.50',
      associated_sessions: [sale],
    });
    serveBilling(server, { charges: [charge] });
    renderApp(`${USAGE}/${charge.billing_event_id}`);
    expect(
      await screen.findByRole('heading', { name: 'Usage Charge Details' }),
    ).toBeInTheDocument();

    const details = await section('Charge');
    expect(fact(details, 'Description')).toBe('Usage fee May');
    expect(fact(details, 'Amount')).toBe('£20.00');
    expect(fact(details, 'Before Spending Limit')).toBe('£24.50');
    expect(fact(details, 'Billed At')).toBe('-');

    const scheme = await section('Billing Scheme');
    expect(fact(scheme, 'Plan')).toBe('STARTER');
    expect(fact(scheme, 'Payment Type')).toBe('Shopify');
    expect(fact(scheme, 'Spending Limit')).toBe('£2,000.00');
    expect(fact(scheme, 'Billed Fees This Cycle')).toBe('£0.00');
    expect(fact(scheme, 'Unbilled Usage Fees')).toBe('£2.04');
    expect(fact(scheme, 'Cycle Started')).toBe('01/06/2025');
    expect(fact(scheme, 'Cycle Ends')).toBe('01/07/2025');

    const sales = await section('Related Sales');
    const row = sales.getByText('Waxed Cotton Jacket').closest('tr')!;
    expect(row).toHaveTextContent('Sam Shopper');
    expect(row).toHaveTextContent('Returning');
    expect(row).toHaveTextContent('£120.00');
    expect(row).toHaveTextContent('£102.00');
    expect(row).toHaveTextContent('Purchased');
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      `${R}/sessions/${sale.session_id}`,
    );

    expect(screen.getByRole('link', { name: 'Manage Plan' })).toHaveAttribute(
      'href',
      `${R}/account/plan`,
    );
    expect(screen.getByRole('link', { name: 'Manage Charges' })).toHaveAttribute('href', USAGE);
  });

  it('shows a loader, then the refusal when the charge cannot be read', async () => {
    const { release } = holdAnswers(server, billing.findUsageEvent, () =>
      json(404, { errorMessage: MSG.notFound }),
    );
    renderApp(`${USAGE}/74000000-0000-4000-8000-000000009999`);
    await screen.findByRole('heading', { name: 'Usage Charge Details' });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.notFound);
  });

  it('pages the related sales by 20 with the offset in the URL', async () => {
    const sales = Array.from({ length: 25 }, (_, index) =>
      saleFixture({ product: { name: `Product ${index + 1}`, retailer_product_id: null } }),
    );
    const charge = chargeFixture({ associated_sessions: sales });
    serveBilling(server, { charges: [charge] });
    const item = `${USAGE}/${charge.billing_event_id}`;
    const { user, location } = renderApp(item);
    const related = await section('Related Sales');
    await related.findByText('Product 20');
    expect(related.getByText('1-20 of 25')).toBeInTheDocument();
    await user.click(related.getByRole('button', { name: '2' }));
    expect(await related.findByText('Product 25')).toBeInTheDocument();
    expect(location()).toBe(`${item}?offset=20`);
    expect(related.queryByText('Product 1')).toBeNull();
    const calls = server.callsTo(billing.findUsageEvent, {
      retailerId: RETAILER_ID,
      eventId: charge.billing_event_id,
    });
    expect(calls.at(-1)?.query.get('offset')).toBe('20');
  });

  it('bills a billable charge now, then shows it billed', async () => {
    const charge = chargeFixture();
    serveBilling(server, { charges: [charge] });
    const { user } = renderApp(`${USAGE}/${charge.billing_event_id}`);
    await user.click(await screen.findByRole('button', { name: 'Bill Now' }));
    await waitFor(() =>
      expect(fact(within(screen.getByRole('region', { name: 'Charge' })), 'Billed At')).toBe(
        '15/06/2025',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Bill Now' })).toBeNull();
    expect(
      server.callsTo(billing.billUsageEvent, {
        retailerId: RETAILER_ID,
        eventId: charge.billing_event_id,
      }),
    ).toHaveLength(1);
  });

  it('has no Bill Now for a charge that cannot be billed', async () => {
    const charge = chargeFixture({ billed_at: '2025-06-15T09:30:00.000Z', billable: false });
    serveBilling(server, { charges: [charge] });
    renderApp(`${USAGE}/${charge.billing_event_id}`);
    await section('Charge');
    expect(screen.getByRole('link', { name: 'Manage Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bill Now' })).toBeNull();
  });

  it('shows the server’s refusal of Bill Now in a danger notification', async () => {
    const charge = chargeFixture();
    serveBilling(server, { charges: [charge] });
    server.on(billing.billUsageEvent, () => json(422, { errorMessage: MSG.billingProviderFailed }));
    const { user } = renderApp(`${USAGE}/${charge.billing_event_id}`);
    await user.click(await screen.findByRole('button', { name: 'Bill Now' }));
    const notification = (await screen.findByText(MSG.billingProviderFailed)).closest(
      '.mantine-Notification-root',
    );
    expect(notification).toHaveStyle({ '--notification-color': 'var(--mantine-color-red-filled)' });
    expect(screen.getByRole('button', { name: 'Bill Now' })).toBeEnabled();
  });
});
