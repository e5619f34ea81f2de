import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { json } from '../../../../../test/fake-server';
import { renderApp } from '../../../../../test/render-app';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest();

describe('auto-login', () => {
  it('exchanges the token and goes to /', async () => {
    server.loginTokens.set('one-time', retailerUser());
    const { location, context } = renderApp('/session/new/one-time');
    await waitFor(() => expect(location()).toBe(`/retailers/${RETAILER_ID}/dashboard`));
    expect(context.auth.isLoggedIn()).toBe(true);
    const form = server.callsTo(endpoints.auth.exchangeToken)[0]?.body as URLSearchParams;
    expect(form.get('grant_type')).toBe('login_token');
    expect(form.get('token')).toBe('one-time');
  });

  it('goes to return_path with return_query', async () => {
    server.loginTokens.set('one-time', adminUser());
    const { location } = renderApp(
      '/session/new/one-time?return_path=%2Fadmin%2Fsearch&return_query=q%3D1',
    );
    await waitFor(() => expect(location()).toBe('/admin/search?q=1'));
  });

  it("shows the server's error_message on HTTP 400", async () => {
    renderApp('/session/new/expired');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.loginTokenInvalid);
  });

  it('falls back to the incorrect-credentials message on a 400 without one', async () => {
    server.on(endpoints.auth.exchangeToken, () => json(400, { error: 'invalid_grant' }));
    renderApp('/session/new/expired');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.incorrectLogin);
  });

  it('says it cannot contact the servers when there is no answer, and checks for maintenance', async () => {
    server.on(endpoints.auth.exchangeToken, () => {
      // The site went down for maintenance after the page loaded.
      server.status = 'down';
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const { leave } = renderApp('/session/new/one-time');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.cannotContact);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/status.html'));
  });
});
