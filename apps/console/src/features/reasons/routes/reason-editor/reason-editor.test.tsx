import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, RETAILER_ID, retailer, retailerUser } from '../../../../../test/fixtures';
import { json } from '../../../../../test/fake-server';
import { messageOf, notificationColour } from '../../../../../test/inputs';
import { renderApp } from '../../../../../test/render-app';
import { reasonFixture, serveReasons } from '../fake-reasons-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const LIST = `/retailers/${RETAILER_ID}/reasons`;
const LABEL = 'The reason text as it will be displayed in the bot';
const { reasons: calls } = endpoints;
const INVALID = 'Unable to save form: invalid general settings.';

const server = serverPerTest({
  screens: [() => import('./ReasonEditorRoute'), () => import('../reason-list/ReasonListRoute')],
});
beforeEach(() => {
  server.retailers.set(RETAILER_ID, retailer({ available_features: ['reasons_editing'] }));
});

/** The editor itself, without the notifications (which are alerts too). */
const form = () => within(screen.getByRole('main'));

const textArea = () => screen.findByRole('textbox', { name: LABEL });
const saves = () =>
  server.calls.filter((call) => call.path.startsWith('/api/v1/reasons') && call.method !== 'GET');

/**
 * Opens the new reason's editor at `path`, types `text` (Active switched on when `active`) and
 * saves; the view, once it says Reason Created, and the body the create sent.
 */
async function saveNewReason(path: string, text: string, { active = false } = {}) {
  const view = renderApp(path);
  await view.user.type(await textArea(), text);
  if (active) await view.user.click(screen.getByRole('switch', { name: 'Active' }));
  await view.user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Reason Created')).toBeInTheDocument();
  return { ...view, sent: server.callsTo(calls.createReason)[0]?.body };
}

describe('Reason editor', () => {
  beforeEach(() => server.signIn(retailerUser()));

  it('is titled General Reason Settings, with the text area, its note, Active off', async () => {
    serveReasons(server);
    renderApp(`${LIST}/new`);
    const area = await textArea();
    expect(screen.getByRole('heading', { name: 'General Reason Settings' })).toBeInTheDocument();
    // A text area that grows with its text (3 to 6 rows: jsdom lays nothing out to measure).
    expect(area.tagName).toBe('TEXTAREA');
    expect(screen.getByText('HTML tags will be removed automatically')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('shows the invalid banner and the field’s message, and sends nothing, when the text is empty', async () => {
    serveReasons(server);
    const { user } = renderApp(`${LIST}/new`);
    await textArea();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await form().findByRole('alert')).toHaveTextContent(INVALID);
    expect(MSG.reasonSaveFailed(MSG.invalidGeneralSettings)).toBe(INVALID);
    await waitFor(() => expect(notificationColour(INVALID)).toContain('red'));
    expect(messageOf(LABEL)).toBe(MSG.required);
    expect(saves()).toHaveLength(0);
  });

  it('creates a reason in the retailer’s context, says Reason Created and goes back to the list', async () => {
    const reasons = serveReasons(server);
    const { sent, location } = await saveNewReason(`${LIST}/new`, 'Hand-stitched in Northampton', {
      active: true,
    });
    expect(sent).toEqual({
      reason_id: null,
      context: 'reasons',
      retailer_id: RETAILER_ID,
      reason_text: 'Hand-stitched in Northampton',
      active: true,
    });
    await waitFor(() => expect(location()).toBe(LIST));
    expect(await screen.findByText('Hand-stitched in Northampton')).toBeInTheDocument();
    expect(reasons).toHaveLength(1);
  });

  it('saves an existing reason, says Reason Saved', async () => {
    const reason = reasonFixture({ reason_text: 'Made to last', reason_active: true });
    serveReasons(server, [reason]);
    const { user, location } = renderApp(`${LIST}/${reason.reason_id}`);
    const area = await textArea();
    expect(area).toHaveValue('Made to last');
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(
      server.callsTo(calls.findReason, { reasonId: reason.reason_id })[0]?.query.get('context'),
    ).toBe('reasons');
    await user.clear(area);
    await user.type(area, 'Made to last a lifetime');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reason Saved')).toBeInTheDocument();
    expect(server.callsTo(calls.updateReason, { reasonId: reason.reason_id })[0]?.body).toEqual({
      reason_id: reason.reason_id,
      context: 'reasons',
      retailer_id: RETAILER_ID,
      reason_text: 'Made to last a lifetime',
      active: true,
    });
    await waitFor(() => expect(location()).toBe(LIST));
  });

  it('shows the server’s refusal as Unable to save form: {message}.', async () => {
    serveReasons(server);
    server.on(calls.createReason, () =>
      json(422, { errorMessage: MSG.reasonTextEmptyAfterCleaning }),
    );
    const { user, location } = renderApp(`${LIST}/new`);
    await user.type(await textArea(), '<b></b>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const refusal = 'Unable to save form: The reason text is empty once HTML tags are removed.';
    expect(await form().findByRole('alert')).toHaveTextContent(refusal);
    expect(form().getByRole('alert').textContent).not.toContain('..');
    await waitFor(() => expect(notificationColour(refusal)).toContain('red'));
    expect(location()).toBe(`${LIST}/new`);
  });

  it('goes back to the list on Cancel', async () => {
    serveReasons(server);
    const { user, location } = renderApp(`${LIST}/new`);
    await textArea();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(LIST));
    expect(saves()).toHaveLength(0);
  });
});

describe('Reason editor (global reasons)', () => {
  beforeEach(() => server.signIn(adminUser()));

  it('creates a global reason in the admin:global context, and goes back to Reasons global', async () => {
    serveReasons(server);
    const { sent, location } = await saveNewReason(
      '/admin/reasons/new?context=admin:global',
      'Fair prices for everyone',
    );
    expect(sent).toEqual({
      reason_id: null,
      context: 'admin:global',
      retailer_id: null,
      reason_text: 'Fair prices for everyone',
      active: false,
    });
    await waitFor(() => expect(location()).toBe('/admin/reasons'));
  });
});
