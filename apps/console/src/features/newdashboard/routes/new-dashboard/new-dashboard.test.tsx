import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, endpoints } from '@parley/contract';
import { json } from '../../../../../test/fake-server';
import { RETAILER_ID, adminUser, retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { serverPerTest } from '../../../../../test/server-per-test';

const FRAME_ORIGIN = 'http://localhost:3000';
const server = serverPerTest();
let issued = 0;

/** POST /auth/handoff answering a fresh single-use URL each time, as the server does. */
function serveHandoff() {
  server.on(endpoints.auth.createHandoff, () => {
    issued += 1;
    return json(200, {
      url: `${FRAME_ORIGIN}/embedded/newdashboard/open/token-${issued}`,
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
  });
}

beforeEach(serveHandoff);

const frame = () => screen.findByTitle<HTMLIFrameElement>('New Dashboard');
const handoffBodies = () => server.callsTo(endpoints.auth.createHandoff).map((c) => c.body);

/** A message as the frame's window (or another) would post it to the console. */
function post(data: unknown, origin: string, source: Window | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

const DAY_URL = `${FRAME_ORIGIN}/#/retailers/${RETAILER_ID}/sessions?timeRange=custom&startDate=2026-11-20&endDate=2026-11-20`;
const DAY_PATH = `/retailers/${RETAILER_ID}/sessions?timeRange=custom&startDate=2026-11-20&endDate=2026-11-20`;

describe('the New dashboard screen', () => {
  it('asks for a handoff of all retailers for an administrator and frames its URL', async () => {
    server.signIn(adminUser());
    renderApp('/admin/newdashboard');
    const iframe = await frame();
    expect(iframe).toHaveAttribute('src', `${FRAME_ORIGIN}/embedded/newdashboard/open/token-1`);
    expect(handoffBodies()).toEqual([{ destination: 'newdashboard' }]);
  });

  it('names the retailer in context, and follows a navigate message from the frame with the host removed', async () => {
    server.signIn(adminUser());
    const { location } = renderApp(`/retailers/${RETAILER_ID}/newdashboard`);
    const iframe = await frame();
    expect(handoffBodies()).toEqual([{ destination: 'newdashboard', retailer_id: RETAILER_ID }]);
    post({ type: 'navigate', url: DAY_URL }, FRAME_ORIGIN, iframe.contentWindow);
    await waitFor(() => expect(location()).toBe(DAY_PATH));
  });

  it('ignores messages from another origin, another window or of another shape', async () => {
    server.signIn(retailerUser());
    const { location } = renderApp(`/retailers/${RETAILER_ID}/newdashboard`);
    const iframe = await frame();
    const here = `/retailers/${RETAILER_ID}/newdashboard`;
    post({ type: 'navigate', url: DAY_URL }, 'https://evil.example', iframe.contentWindow);
    post({ type: 'navigate', url: DAY_URL }, FRAME_ORIGIN, window);
    post({ type: 'open', url: DAY_URL }, FRAME_ORIGIN, iframe.contentWindow);
    post('navigate', FRAME_ORIGIN, iframe.contentWindow);
    post({ type: 'navigate', url: '//evil.example/x' }, FRAME_ORIGIN, iframe.contentWindow);
    // A well-formed one afterwards is followed: the ones before were seen and dropped.
    post(
      { type: 'navigate', url: `${FRAME_ORIGIN}/#/account` },
      FRAME_ORIGIN,
      iframe.contentWindow,
    );
    await waitFor(() => expect(location()).toBe('/account'));
    expect(location()).not.toBe(here);
    expect(location()).not.toBe(DAY_PATH);
  });

  it('shows why the dashboard could not be opened (another retailer: not found)', async () => {
    server.signIn(retailerUser());
    server.on(endpoints.auth.createHandoff, () => json(404, { errorMessage: MSG.notFound }));
    renderApp(`/retailers/${RETAILER_ID}/newdashboard`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.notFound);
    expect(screen.queryByTitle('New Dashboard')).not.toBeInTheDocument();
  });
});
