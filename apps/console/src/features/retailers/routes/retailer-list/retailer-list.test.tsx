import { endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, RETAILER_ID } from '../../../../../test/fixtures';
import { expectForAdministratorsOnly } from '../../../../../test/list-table';
import { renderApp } from '../../../../../test/render-app';
import { listRow, serveRetailerList } from '../fake-retailer-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({ account: adminUser });

const listCalls = () => server.callsTo(endpoints.retailers.findRetailers);
const OTHER_ID = '0b8f6b7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('Retailers list', () => {
  it('lists retailers with their plan, sign-up and last parley, and the summary', async () => {
    serveRetailerList(server, [
      listRow(),
      listRow({ id: OTHER_ID, name: 'Boot Barn', pricing_plan: null, last_parley_at: null }),
    ]);
    renderApp('/retailers');
    expect(await screen.findByRole('heading', { name: 'Retailers' })).toBeInTheDocument();
    const row = (await screen.findByText('Demo Store')).closest('tr')!;
    for (const header of ['Retailer', 'Pricing Plan', 'Signed Up', 'Last Parley']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('Starter')).toBeInTheDocument();
    expect(within(row).getByText('01/01/2025 12:00 AM')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Manage Demo Store' })).toHaveAttribute(
      'href',
      `/retailers/${RETAILER_ID}`,
    );
    expect(screen.getByText('1-2 of 2 Retailers')).toBeInTheDocument();
    expect(listCalls()[0]?.query.get('context')).toBe('list');
  });

  it('opens a retailer when its row is clicked', async () => {
    serveRetailerList(server, [listRow()]);
    const { user, location } = renderApp('/retailers');
    await user.click(await screen.findByText('Demo Store'));
    await waitFor(() => expect(location()).toBe(`/retailers/${RETAILER_ID}`));
  });

  it('shows the empty states verbatim', async () => {
    serveRetailerList(server, []);
    renderApp('/retailers');
    expect(await screen.findByText('Currently there are no Retailers')).toBeInTheDocument();
  });

  it('keeps the filters in the query string and sends them', async () => {
    serveRetailerList(server, []);
    renderApp(
      '/retailers?sortOrder=name&pricingPlanIdentifier=starter&storeTypeIdentifier=shopify&hasUnbilledCharges=true&offset=20',
    );
    expect(
      await screen.findByText('No retailers matching those filters were found.'),
    ).toBeInTheDocument();
    const query = listCalls().at(-1)!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      context: 'list',
      sortOrder: 'name',
      pricingPlanIdentifier: 'starter',
      storeTypeIdentifier: 'shopify',
      hasUnbilledCharges: 'true',
      offset: '20',
    });
  });

  it('searches once typing pauses, from the first page', async () => {
    serveRetailerList(server, [listRow(), listRow({ id: OTHER_ID, name: 'Boot Barn' })]);
    const { user, location, router } = renderApp('/retailers?offset=20');
    await screen.findByText('Currently there are no Retailers');
    await user.type(screen.getByRole('searchbox', { name: 'Search Retailers' }), 'boot');
    await waitFor(() => expect(location()).toBe('/retailers?searchText=boot'));
    expect(await screen.findByText('Boot Barn')).toBeInTheDocument();
    expect(screen.queryByText('Demo Store')).not.toBeInTheDocument();
    // One search for the whole word, not one per key.
    const searches = listCalls().filter((call) => call.query.has('searchText'));
    expect(searches.map((call) => call.query.get('searchText'))).toEqual(['boot']);
    // The search is a history entry: Back returns to the list as it was.
    await router.navigate(-1);
    await waitFor(() => expect(location()).toBe('/retailers?offset=20'));
  });

  it('is for administrators only', async () => {
    await expectForAdministratorsOnly(server, '/retailers', listCalls);
  });
});
