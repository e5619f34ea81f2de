import { endpoints } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, RETAILER_ID, retailerUser } from '../../test/fixtures';
import { json } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { serverPerTest } from '../../test/server-per-test';

const server = serverPerTest();

describe('navigation guards', () => {
  it('1. sends every navigation to the status page in maintenance', async () => {
    server.status = 'down';
    server.signIn(adminUser());
    const { leave } = renderApp('/retailers');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/status.html'));
    expect(screen.queryByText('Retailers')).not.toBeInTheDocument();
  });

  it('1. reads the status feed at most once a minute', async () => {
    server.signIn(adminUser());
    const { router } = renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    await router.navigate('/admin/search');
    await screen.findByRole('heading', { name: 'Message Search' });
    expect(server.callsTo('GET', '/status.json')).toHaveLength(1);
  });

  it('1 and 3: asks for the signed-in user while the status feed is read', async () => {
    server.signIn(adminUser());
    let answerFeed = () => {};
    server.onOutside(
      'GET',
      '/status.json',
      () =>
        new Promise<Response>((resolve) => {
          answerFeed = () => resolve(json(200, { 'admin-site': 'up' }));
        }),
    );
    renderApp('/admin/dashboard');
    await waitFor(() => expect(server.callsTo(endpoints.account.findAccount)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    answerFeed();
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
  });

  it('2. titles the document from the route, or the product name', async () => {
    server.signIn(adminUser());
    const { router } = renderApp('/admin/bot-test');
    await waitFor(() => expect(document.title).toBe('Bot Tester'));
    await router.navigate('/');
    await waitFor(() => expect(document.title).toBe('Retailers'));
  });

  it('3. sends a visitor to /session/new with return_path and return_query', async () => {
    const { location } = renderApp('/retailers/abc/sessions?page=2&status=sold');
    await waitFor(() =>
      expect(location()).toBe(
        '/session/new?return_path=%2Fretailers%2Fabc%2Fsessions&return_query=page%3D2%26status%3Dsold',
      ),
    );
  });

  it('3. treats a session whose refresh is refused as logged out', async () => {
    server.signIn(adminUser(), { accessTokenExpiresIn: 0 });
    server.revokeAll();
    const { location, context } = renderApp('/account');
    await waitFor(() => expect(location()).toBe('/session/new?return_path=%2Faccount'));
    expect(context.auth.isLoggedIn()).toBe(false);
  });

  it('4. sends a retailer user who has not agreed to the terms to the terms page', async () => {
    server.signIn(retailerUser({ retailer_terms_agreed: false }));
    const { location } = renderApp(`/retailers/${RETAILER_ID}/dashboard`);
    await waitFor(() => expect(location()).toBe(`/retailers/${RETAILER_ID}/terms`));
    expect(
      await screen.findByLabelText('I have read and accept the Terms & Conditions'),
    ).toBeInTheDocument();
  });

  it('4. does not send admins to the terms page', async () => {
    server.signIn(adminUser());
    const { location } = renderApp(`/retailers/${RETAILER_ID}/dashboard`);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(location()).toBe(`/retailers/${RETAILER_ID}/dashboard`);
  });

  it('5. sends a retailer user with onboarding tasks to the first task', async () => {
    server.signIn(retailerUser({ incomplete_onboarding_tasks: ['market_questionnaire'] }));
    const { location } = renderApp(`/retailers/${RETAILER_ID}/rules`);
    await waitFor(() =>
      expect(location()).toBe(`/retailers/${RETAILER_ID}/onboarding/market_questionnaire`),
    );
    expect(
      await screen.findByRole('heading', {
        name: "Welcome! Let's configure the product for your needs",
      }),
    ).toBeInTheDocument();
  });

  it('4 before 5: terms come first, and the terms page is not taken for a task', async () => {
    server.signIn(
      retailerUser({
        retailer_terms_agreed: false,
        incomplete_onboarding_tasks: ['market_questionnaire'],
      }),
    );
    const { location } = renderApp(`/retailers/${RETAILER_ID}/onboarding/market_questionnaire`);
    await waitFor(() => expect(location()).toBe(`/retailers/${RETAILER_ID}/terms`));
    await screen.findByRole('button', { name: 'Continue' });
    expect(location()).toBe(`/retailers/${RETAILER_ID}/terms`);
  });

  it('6. lets an admin open an admin-only route', async () => {
    server.signIn(adminUser());
    const { location } = renderApp('/admin/search');
    await screen.findByRole('heading', { name: 'Message Search' });
    expect(location()).toBe('/admin/search');
  });

  it('7. sends a logged-in user on from the log-in screen, to the return path if any', async () => {
    server.signIn(adminUser());
    const { location, leave } = renderApp('/session/new?return_path=%2Faccount');
    await waitFor(() => expect(location()).toBe('/account'));
    expect(leave).not.toHaveBeenCalled();
  });

  it('7. refreshes an expired session before sending the user on', async () => {
    server.signIn(adminUser(), { accessTokenExpiresIn: 0 });
    const { location } = renderApp('/session/new');
    await waitFor(() => expect(location()).toBe('/retailers'));
    expect(server.callsTo(endpoints.auth.exchangeToken)).toHaveLength(1);
  });

  it('7. stays on the log-in screen when the stored session is dead', async () => {
    server.signIn(adminUser(), { accessTokenExpiresIn: 0 });
    server.revokeAll();
    const { location, leave } = renderApp('/session/new');
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(location()).toBe('/session/new');
    expect(leave.mock.calls[0]?.[0]).toMatch(/^\/oauth\/authorize\?/);
  });

  // Where a path that is not the user's to see, or no page at all, sends each kind of user.
  it.each([
    [
      '6. sends a retailer user away from an admin-only route',
      retailerUser,
      '/admin/search',
      `/retailers/${RETAILER_ID}/dashboard`,
    ],
    [
      'takes the empty path to the retailer dashboard for a retailer user',
      retailerUser,
      '/',
      `/retailers/${RETAILER_ID}/dashboard`,
    ],
    ['takes the empty path to /retailers for an admin', adminUser, '/', '/retailers'],
    ['takes an unknown path to the empty path', adminUser, '/no/such/page', '/retailers'],
  ])('%s', async (_name, account, path, destination) => {
    server.signIn(account());
    const { location } = renderApp(path);
    await waitFor(() => expect(location()).toBe(destination));
  });
});
