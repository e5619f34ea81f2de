import { MSG, endpoints } from '@parley/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { createFakeServer, json, type FakeServer } from '../../../../../test/fake-server';
import { renderApp } from '../../../../../test/render-app';
import { chargeFixture, serveBilling } from '../fake-billing-server';

const R = `/retailers/${RETAILER_ID}`;
const USAGE = `${R}/account/usage`;
const { billing } = endpoints;

let server: FakeServer;
beforeAll(() =>
  Promise.all([import('./UsageListRoute'), import('../usage-detail/UsageDetailRoute')]),
);
beforeEach(() => {
  server = createFakeServer();
  server.signIn(retailerUser());
});

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const bodyRows = () => screen.getAllByRole('row').slice(1);

/** 25 charges, newest first: 'Charge 1' to 'Charge 25'. */
const manyCharges = () =>
  Array.from({ length: 25 }, (_, index) => chargeFixture({ description: `Charge ${index + 1}` }));

describe('Usage', () => {
  it('lists the charges: ID, Description, Billed At as DD/MM/YYYY (or -), Amount in its currency', async () => {
    const billed = chargeFixture({
      description: 'Subscription fee June',
      event_type: 'subscription_fee',
      billed_at: '2025-06-15T09:30:00.000Z',
      billable: false,
      currency: 'USD',
      amount: '1234.50',
    });
    const unbilled = chargeFixture({ description: 'Usage fee May' });
    serveBilling(server, { charges: [billed, unbilled] });
    renderApp(USAGE);
    expect(await screen.findByRole('heading', { name: 'Usage' })).toBeInTheDocument();
    await screen.findByText('Usage fee May');
    expect(headers()).toEqual(['ID', 'Description', 'Billed At', 'Amount']);
    const [first, second] = bodyRows();
    expect(cells(first!)).toEqual([
      billed.billing_event_id,
      'Subscription fee June',
      '15/06/2025',
      'US$1,234.50',
    ]);
    expect(cells(second!)).toEqual([unbilled.billing_event_id, 'Usage fee May', '-', '£2.04']);
    expect(screen.getByRole('link', { name: unbilled.billing_event_id })).toHaveAttribute(
      'href',
      `${USAGE}/${unbilled.billing_event_id}`,
    );
  });

  it('says where charges will appear while there are none', async () => {
    serveBilling(server);
    renderApp(USAGE);
    expect(
      await screen.findByText('Usage charges from users negotiating will appear here.'),
    ).toBeInTheDocument();
  });

  it('shows the refusal when the charges cannot be read', async () => {
    server.on(billing.findUsage, () => json(404, { errorMessage: MSG.notFound }));
    renderApp(USAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.notFound);
  });

  it('pages by 20 with the page in the URL', async () => {
    serveBilling(server, { charges: manyCharges() });
    const { user, location } = renderApp(USAGE);
    await screen.findByText('Charge 20');
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('1-20 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('Charge 21');
    expect(location()).toBe(`${USAGE}?offset=20`);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('21-25 of 25')).toBeInTheDocument();
    const calls = server.callsTo(billing.findUsage, { retailerId: RETAILER_ID });
    expect(calls.at(-1)?.query.get('offset')).toBe('20');
  });

  it('opens on the page the URL names', async () => {
    serveBilling(server, { charges: manyCharges() });
    renderApp(`${USAGE}?offset=20`);
    expect(await screen.findByText('Charge 25')).toBeInTheDocument();
    expect(screen.queryByText('Charge 1')).toBeNull();
  });

  it('opens a charge from its row', async () => {
    const charge = chargeFixture({ description: 'Usage fee May' });
    serveBilling(server, { charges: [charge] });
    const { user, location } = renderApp(USAGE);
    await user.click(await screen.findByText('Usage fee May'));
    await screen.findByRole('heading', { name: 'Usage Charge Details' });
    expect(location()).toBe(`${USAGE}/${charge.billing_event_id}`);
  });
});
