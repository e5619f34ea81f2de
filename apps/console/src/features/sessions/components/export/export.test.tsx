import { EXPORT_WARNING_THRESHOLD, SESSION_MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { serverPerTest } from '../../../../../test/server-per-test';
import { RETAILER_ID, adminUser, retailer, retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { serveSessions, sessionRow } from '../../routes/session-list/fake-session-list-server';

const server = serverPerTest({ account: retailerUser });
/** The files handed to the browser: their names and contents. */
let saved: { name: string; blob: Blob }[];

beforeEach(() => {
  server.retailers.set(RETAILER_ID, retailer({ available_features: ['session_export'] }));
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs; the download link's click is where the browser would save.
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

const LIST = `/retailers/${RETAILER_ID}/sessions`;
const exportButton = () => screen.findByRole('button', { name: 'Export' });

describe('session export', () => {
  it('opens in the URL and closes on Cancel', async () => {
    serveSessions(server, [sessionRow()]);
    const { user, location } = renderApp(LIST);
    await user.click(await exportButton());
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    expect(location()).toBe(`${LIST}?export=open`);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(within(dialog).getByRole('radio', { name: 'Simple List' })).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: 'Simple List with Messages' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Fine-tuning Data' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(LIST));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it(`warns above ${EXPORT_WARNING_THRESHOLD} sessions`, async () => {
    serveSessions(server, [sessionRow()], { total: EXPORT_WARNING_THRESHOLD + 1 });
    renderApp(`${LIST}?export=open`);
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    expect(await within(dialog).findByText(SESSION_MSG.exportWarning)).toBeInTheDocument();
  });

  it(`does not warn at ${EXPORT_WARNING_THRESHOLD} sessions`, async () => {
    serveSessions(server, [sessionRow()], { total: EXPORT_WARNING_THRESHOLD });
    renderApp(`${LIST}?export=open`);
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    expect(await within(dialog).findByText(/3000 sessions are selected/)).toBeInTheDocument();
    expect(within(dialog).queryByText(SESSION_MSG.exportWarning)).not.toBeInTheDocument();
  });

  it('downloads the filtered list as Parley_Data.csv, showing progress meanwhile', async () => {
    const row = sessionRow();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveSessions(server, [row], { exportGate: gate });
    const { user, location } = renderApp(`${LIST}?summaryStatus=sold&export=open`);
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    // The modal closes on submit; the page shows the download on its way.
    await waitFor(() => expect(location()).toBe(`${LIST}?summaryStatus=sold`));
    const progress = await screen.findByRole('status', { name: 'Export progress' });
    expect(progress).toHaveTextContent('Downloading Parley_Data.csv');
    expect(saved).toEqual([]);
    release();
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Parley_Data.csv']));
    expect(await saved[0]!.blob.text()).toBe(
      `session_id,created_at\n${row.session_id},2025-07-01\n`,
    );
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Export progress' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo(endpoints.sessions.exportSessions)[0]?.body).toEqual({
      summaryStatus: 'sold',
      action: 'download',
      format: 'simple_list',
      retailerId: RETAILER_ID,
    });
  });

  it('saves the fine-tuning data as finetune_data.jsonl', async () => {
    serveSessions(server, [sessionRow()]);
    const { user } = renderApp(`${LIST}?export=open`);
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    await user.click(within(dialog).getByRole('radio', { name: 'Fine-tuning Data' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['finetune_data.jsonl']));
    expect(server.callsTo(endpoints.sessions.exportSessions)[0]?.body).toMatchObject({
      format: 'finetune_data',
    });
  });

  it("shows the server's refusal", async () => {
    serveSessions(server, [sessionRow()]);
    server.on(endpoints.sessions.exportSessions, () =>
      json(403, { errorMessage: SESSION_MSG.exportNotAllowed }),
    );
    const { user } = renderApp(`${LIST}?export=open`);
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(SESSION_MSG.exportNotAllowed)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is offered to administrators across retailers without the feature', async () => {
    server.signIn(adminUser());
    serveSessions(server, [sessionRow()]);
    renderApp('/sessions');
    expect(await exportButton()).toBeInTheDocument();
  });

  it('is not offered to a retailer without session_export, even by URL', async () => {
    server.retailers.set(RETAILER_ID, retailer());
    const row = sessionRow();
    serveSessions(server, [row]);
    renderApp(`${LIST}?export=open`);
    expect(await screen.findByRole('link', { name: row.session_id })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
