import {
  PRODUCT_TERM_PLURAL,
  SESSION_MSG,
  SUMMARY_STATUSES,
  endpoints,
  type TSessionRow,
} from '@parley/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RETAILER_ID, adminUser, retailer, retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import {
  filterOptions,
  lastListQuery,
  serveSessions,
  sessionRow,
} from './fake-session-list-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({ account: retailerUser });

const LIST = `/retailers/${RETAILER_ID}/sessions`;
const rowOf = (text: string) => screen.getByRole('link', { name: text }).closest('tr')!;

describe('sessions list', () => {
  it("shows every column, the time in the retailer's timezone and the original price struck through", async () => {
    const row = sessionRow({
      is_returning_user: true,
      negotiation_type: 'cart',
      addon_item_id: 'addon-1',
      quote: { reference_id: 'Q-17' },
    });
    serveSessions(server, [row]);
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: PRODUCT_TERM_PLURAL })).toBeInTheDocument();
    const tr = (await screen.findByRole('link', { name: row.session_id })).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    // A retailer's own list has no Retailer column, and no zone walk without one in the rows.
    expect(headers).toEqual(['ID', 'Time', 'Product', 'Price', 'Status']);
    for (const label of [
      'Returning shopper',
      'Cart negotiation',
      'Gift with purchase',
      'Quote Q-17',
    ]) {
      expect(within(tr).getByRole('img', { name: label })).toBeInTheDocument();
    }
    // Europe/London in summer.
    expect(within(tr).getByText('01/07/2025 09:00 AM')).toBeInTheDocument();
    expect(within(tr).getByText('Wool Jumper')).toBeInTheDocument();
    const original = within(tr).getByText('£80.00');
    expect(original).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(tr).getByText('£68.00')).not.toHaveStyle({ textDecoration: 'line-through' });
    expect(within(tr).getByRole('img', { name: 'Purchased with Add-on' })).toBeInTheDocument();
    expect(lastListQuery(server)?.get('retailer_id')).toBe(RETAILER_ID);
  });

  it('shows one price when nothing was conceded', async () => {
    const row = sessionRow({ product_price: 50, current_price: 50 });
    serveSessions(server, [row]);
    renderApp(LIST);
    const tr = (await screen.findByRole('link', { name: row.session_id })).closest('tr')!;
    expect(within(tr).getByText('£50.00')).not.toHaveStyle({ textDecoration: 'line-through' });
    expect(within(tr).getAllByText('£50.00')).toHaveLength(1);
  });

  it('names every status as part 1 §4 does', async () => {
    const cases: [Partial<TSessionRow>, string][] = [
      [{ summary_status: 'sold' }, 'Purchased'],
      [{ summary_status: 'sold', addon_item_id: 'a' }, 'Purchased with Add-on'],
      [
        { summary_status: 'sold', negotiation_status: 'recovered_purchased' },
        'Recovered - Purchased',
      ],
      [{ summary_status: 'added_to_basket' }, 'Added to Basket'],
      [{ summary_status: 'added_to_basket', negotiation_type: 'cart' }, 'Sent to Checkout'],
      [{ summary_status: 'checkout' }, 'Sent to Checkout'],
      [{ summary_status: 'abandoned_negotiated' }, 'Negotiated'],
      [{ summary_status: 'abandoned_reached_final_offer' }, 'Final Offer'],
      [{ summary_status: 'abandoned_deal_agreed' }, 'Deal Agreed'],
      [{ summary_status: 'user_offer_available' }, 'Recoverable - waiting for review'],
      [{ summary_status: 'user_offer_accepted' }, 'Recoverable - user offer accepted'],
      [{ summary_status: 'user_offer_rejected' }, 'No longer recoverable'],
      [{ summary_status: 'user_offer_countered' }, 'Recoverable - counter offer sent'],
      [{ summary_status: 'recovered_purchased' }, 'Recovered - Purchased'],
      [
        { summary_status: 'recovered_purchased', addon_item_id: 'a' },
        'Recovered - Purchased with Add-on',
      ],
    ];
    // Every status is among the cases.
    expect(new Set(cases.map(([row]) => row.summary_status))).toEqual(new Set(SUMMARY_STATUSES));
    const rows = cases.map(([overrides]) => sessionRow(overrides));
    serveSessions(server, rows);
    renderApp(LIST);
    await screen.findByRole('link', { name: rows[0]!.session_id });
    cases.forEach(([, label], index) => {
      const tr = rowOf(rows[index]!.session_id);
      expect(within(tr).getByRole('img', { name: label })).toBeInTheDocument();
    });
  });

  it('shows the Retailer column and a zone-walk grid to an administrator across retailers', async () => {
    server.signIn(adminUser());
    const row = sessionRow({ retailer_name: 'Other Shop', zone_walk: [1, 3, 5] });
    serveSessions(server, [row, sessionRow()]);
    renderApp('/sessions');
    const tr = (await screen.findByRole('link', { name: row.session_id })).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['ID', 'Time', 'Retailer', 'Product', 'Price', 'Status', 'Zone Walk']);
    expect(within(tr).getByText('Other Shop')).toBeInTheDocument();
    expect(within(tr).getByRole('img', { name: 'Zone walk: 1, 3, 5' })).toBeInTheDocument();
    expect(lastListQuery(server)?.has('retailer_id')).toBe(false);
  });

  it('opens a session from its row or its ID, keeping the filters', async () => {
    const row = sessionRow({ summary_status: 'abandoned_deal_agreed' });
    serveSessions(server, [row]);
    const { user, location } = renderApp(`${LIST}?summaryStatus=abandoned_deal_agreed&offset=0`);
    const link = await screen.findByRole('link', { name: row.session_id });
    expect(link).toHaveAttribute(
      'href',
      `${LIST}/${row.session_id}?summaryStatus=abandoned_deal_agreed`,
    );
    await user.click(within(link.closest('tr')!).getByText('Wool Jumper'));
    await waitFor(() =>
      expect(location()).toBe(`${LIST}/${row.session_id}?summaryStatus=abandoned_deal_agreed`),
    );
  });

  it('goes to the session whose ID is typed in the search box', async () => {
    serveSessions(server, [sessionRow()]);
    const { user, location } = renderApp(LIST);
    await user.type(
      await screen.findByRole('searchbox', { name: 'Session ID' }),
      ' abc-123 {Enter}',
    );
    await waitFor(() => expect(location()).toBe(`${LIST}/abc-123`));
  });

  it('pages by 20 with the page number input, in the URL', async () => {
    const rows = Array.from({ length: 45 }, (_, index) =>
      sessionRow({ product: { name: `Product ${index + 1}`, retailer_product_id: null } }),
    );
    serveSessions(server, rows);
    const { user, location } = renderApp(LIST);
    expect(await screen.findByText('Product 20')).toBeInTheDocument();
    expect(screen.queryByText('Product 21')).not.toBeInTheDocument();
    expect(screen.getByText('1-20 of 45')).toBeInTheDocument();
    const page = screen.getByRole('textbox', { name: 'Page number' });
    await user.clear(page);
    await user.type(page, '3{Enter}');
    await waitFor(() => expect(location()).toBe(`${LIST}?offset=40`));
    expect(await screen.findByText('Product 45')).toBeInTheDocument();
    expect(screen.getByText('41-45 of 45')).toBeInTheDocument();
    expect(lastListQuery(server)?.get('offset')).toBe('40');
    // The arrows and the input agree.
    expect(page).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: '1' }));
    await waitFor(() => expect(location()).toBe(LIST));
    await waitFor(() => expect(page).toHaveValue('1'));
  });

  it('says a retailer has no sessions yet', async () => {
    serveSessions(server);
    renderApp(LIST);
    expect(await screen.findByText(SESSION_MSG.noSessionsRetailer)).toBeInTheDocument();
  });

  it("says an administrator in a retailer's pages that this retailer has none", async () => {
    server.signIn(adminUser());
    serveSessions(server);
    renderApp(LIST);
    expect(await screen.findByText(SESSION_MSG.noSessionsOfRetailer)).toBeInTheDocument();
  });

  it('says an administrator has no sessions across retailers, at data quality 3 or at all', async () => {
    server.signIn(adminUser());
    serveSessions(server);
    renderApp('/sessions');
    expect(await screen.findByText(SESSION_MSG.noSessionsAtQuality('3'))).toBeInTheDocument();
    cleanup();
    renderApp('/sessions?dataQuality=all');
    expect(await screen.findByText(SESSION_MSG.noSessionsAdmin)).toBeInTheDocument();
  });

  it("starts an administrator's list across retailers at data quality 3, written into the URL", async () => {
    server.signIn(adminUser());
    serveSessions(server, [sessionRow()]);
    const { location, router } = renderApp('/sessions');
    await waitFor(() => expect(location()).toBe('/sessions?dataQuality=3'));
    // In place of the bare URL, so Back does not return to a URL that writes it again.
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(lastListQuery(server)?.get('dataQuality')).toBe('3'));
    expect(
      server
        .callsTo(endpoints.sessions.findSessions)
        .every((call) => call.query.get('dataQuality') === '3'),
    ).toBe(true);
    expect(await screen.findByRole('textbox', { name: 'Data Quality' })).toHaveValue('3 or better');
  });

  it("keeps an administrator's own data quality, and adds none in a retailer's pages", async () => {
    server.signIn(adminUser());
    serveSessions(server, [sessionRow()]);
    const { location } = renderApp('/sessions?dataQuality=all');
    await screen.findByRole('link', { name: /^30000000/ });
    expect(location()).toBe('/sessions?dataQuality=all');
    cleanup();
    const inRetailer = renderApp(LIST);
    await screen.findByRole('link', { name: /^30000000/ });
    expect(inRetailer.location()).toBe(LIST);
  });

  it('says when the filters match nothing', async () => {
    serveSessions(server);
    renderApp(`${LIST}?summaryStatus=checkout`);
    expect(await screen.findByText(SESSION_MSG.noSessionsFiltered)).toBeInTheDocument();
  });

  it('puts each filter change and page in the history, so Back returns to the one before', async () => {
    const rows = Array.from({ length: 25 }, (_, index) =>
      sessionRow({ product: { name: `Product ${index + 1}`, retailer_product_id: null } }),
    );
    serveSessions(server, rows);
    const { user, location, router } = renderApp(LIST);
    expect(await screen.findByText('Product 1')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Purchased' }));
    const sold = `${LIST}?summaryStatus=sold`;
    await waitFor(() => expect(location()).toBe(sold));
    await user.click(screen.getByRole('textbox', { name: 'Rule' }));
    await user.click(await screen.findByRole('option', { name: 'Whole Store' }));
    const ruled = `${sold}&rule=${filterOptions().rules[0]!.rule_id}`;
    await waitFor(() => expect(location()).toBe(ruled));
    // As a user would, page once the list shows the new filter.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Rule' })).toHaveValue('Whole Store'),
    );
    await user.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(location()).toBe(`${ruled}&offset=20`));
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe(ruled));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe(sold));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Rule' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveValue('Purchased');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe(LIST));
  });

  it('names the list Recoverable and shows only offers waiting for review to a limited-data retailer', async () => {
    server.retailers.set(RETAILER_ID, retailer({ available_features: ['limited_data'] }));
    serveSessions(server, [
      sessionRow({ summary_status: 'user_offer_available' }),
      sessionRow({
        summary_status: 'sold',
        product: { name: 'Sold one', retailer_product_id: null },
      }),
    ]);
    renderApp(`${LIST}?summaryStatus=sold`);
    expect(
      await screen.findByRole('heading', { name: `Recoverable ${PRODUCT_TERM_PLURAL}` }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Recoverable - waiting for review' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sold one')).not.toBeInTheDocument();
    // Every call asked for recoverable sessions only; there is no status filter to change it.
    const calls = server.callsTo(endpoints.sessions.findSessions);
    expect(calls.map((call) => call.query.get('summaryStatus'))).toEqual(
      calls.map(() => 'user_offer_available'),
    );
    expect(screen.queryByRole('textbox', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('tells a limited-data retailer when nothing waits for review', async () => {
    server.retailers.set(RETAILER_ID, retailer({ available_features: ['limited_data'] }));
    serveSessions(server);
    renderApp(LIST);
    expect(await screen.findByText(SESSION_MSG.noSessionsLimited)).toBeInTheDocument();
  });
});
