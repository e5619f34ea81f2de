import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, RETAILER_ID, retailer, retailerUser } from '../../../../../test/fixtures';
import { json } from '../../../../../test/fake-server';
import { backToRowMenu } from '../../../../../test/list-menus';
import {
  clickSwitch,
  confirmRowDelete,
  expectEmptyWithNew,
  expectKeptOnCancel,
  expectRowGone,
  headers,
  rowOf,
  switchOf,
} from '../../../../../test/list-table';
import { renderApp } from '../../../../../test/render-app';
import { REASON_EDITOR_TITLE } from '../reason-editor/ReasonEditorPage';
import { reasonFixture, serveReasons } from '../fake-reasons-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const LIST = `/retailers/${RETAILER_ID}/reasons`;
const ADMIN_LIST = '/admin/reasons';
const { reasons: calls } = endpoints;

const server = serverPerTest({
  screens: [() => import('./ReasonListRoute'), () => import('../reason-editor/ReasonEditorRoute')],
});
beforeEach(() => {
  server.retailers.set(RETAILER_ID, retailer({ available_features: ['reasons_editing'] }));
});

describe('Reasons (a retailer’s)', () => {
  beforeEach(() => server.signIn(retailerUser()));

  it('lists the retailer’s reasons with Text and Active?, without the Type column', async () => {
    serveReasons(server, [
      reasonFixture({ reason_text: 'Hand-stitched in Northampton', reason_active: true }),
      reasonFixture({ reason_text: 'Leather from one tannery' }),
    ]);
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'Reasons' })).toBeInTheDocument();
    await screen.findByText('Hand-stitched in Northampton');
    expect(headers()).toEqual(['Text', 'Active?', '']);
    expect(switchOf('Hand-stitched in Northampton')).toBeChecked();
    expect(switchOf('Leather from one tannery')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Leather from one tannery' })).toHaveAttribute(
      'href',
      expect.stringContaining(`${LIST}/`),
    );
    const [call] = server.callsTo('GET', '/api/v1/reasons');
    expect(call?.query.get('context')).toBe('reasons');
    expect(call?.query.get('retailer_id')).toBe(RETAILER_ID);
  });

  it('says so when there are none, and leads to a new one', async () => {
    serveReasons(server, []);
    await expectEmptyWithNew(renderApp(LIST), {
      list: LIST,
      empty: 'Currently there are no Reasons.',
      newLabel: 'New Reason',
    });
  });

  it('switches Active? with the context, without opening the reason', async () => {
    const reason = reasonFixture({ reason_text: 'Made to last' });
    serveReasons(server, [reason]);
    const { user, location } = renderApp(LIST);
    const toggle = await clickSwitch(user, 'Made to last');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(server.callsTo(calls.updateReason, { reasonId: reason.reason_id })[0]?.body).toEqual({
      context: 'reasons',
      active: true,
    });
    // The switch's cell is not the row: the list stays.
    await user.click(toggle.closest('td')!);
    expect(location()).toBe(LIST);
  });

  it('shows the server’s message when a switch is refused', async () => {
    const reason = reasonFixture({ reason_text: 'Made to last' });
    serveReasons(server, [reason]);
    server.on(calls.updateReason, () =>
      json(422, { errorMessage: 'Only five brand statements can be active.' }),
    );
    const { user } = renderApp(LIST);
    const toggle = await clickSwitch(user, 'Made to last');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only five brand statements can be active.',
    );
    expect(toggle).not.toBeChecked();
  });

  it('opens a reason by clicking its row or its Edit menu item, not its menu', async () => {
    const reason = reasonFixture({ reason_text: 'Made to last' });
    serveReasons(server, [reason]);
    const view = renderApp(LIST);
    const { user, location } = view;
    await screen.findByText('Made to last');
    await user.click(screen.getByRole('button', { name: 'Actions for Made to last' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(location()).toBe(LIST);
    await user.keyboard('{Escape}');

    // The row itself, away from the link.
    await user.click(rowOf('Made to last').querySelector('td')!);
    await waitFor(() => expect(location()).toBe(`${LIST}/${reason.reason_id}`));

    await backToRowMenu(view, {
      list: LIST,
      row: 'Made to last',
      action: 'Edit',
      shown: () => screen.findByText(REASON_EDITOR_TITLE),
    });
    await waitFor(() => expect(location()).toBe(`${LIST}/${reason.reason_id}`));
  });

  it('deletes a reason after the confirmation, with the context, and says so', async () => {
    const reason = reasonFixture({ reason_text: 'Made to last' });
    serveReasons(server, [reason, reasonFixture({ reason_text: 'Repaired for free' })]);
    const { user } = renderApp(LIST);
    await confirmRowDelete(
      user,
      'Made to last',
      MSG.deleteConfirm('reason'),
      'Are you sure you want to delete this reason? This action cannot be undone.',
    );

    expect(await screen.findByText('Reason Deleted')).toBeInTheDocument();
    const [call] = server.callsTo(calls.deleteReason, { reasonId: reason.reason_id });
    expect(call?.query.get('context')).toBe('reasons');
    await expectRowGone('Made to last', 'Repaired for free');
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    serveReasons(server, [reasonFixture({ reason_text: 'Made to last' })]);
    const { user } = renderApp(LIST);
    await expectKeptOnCancel(user, server, 'Made to last');
  });

  it('is not offered to a store without the reasons_editing feature', async () => {
    server.retailers.set(RETAILER_ID, retailer());
    serveReasons(server, [reasonFixture()]);
    renderApp(LIST);
    expect(await screen.findByText(MSG.brandStatementsNotEnabled)).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/v1/reasons')).toHaveLength(0);
  });
});

describe('Reasons global (administrators)', () => {
  beforeEach(() => server.signIn(adminUser()));

  it('lists the global reasons with the Type column: a globe for a global one', async () => {
    serveReasons(server, [
      reasonFixture({ retailer_id: null, reason_text: 'Fair prices for everyone' }),
      reasonFixture({ reason_text: 'A retailer’s own' }),
    ]);
    const { user } = renderApp(ADMIN_LIST);
    expect(await screen.findByRole('heading', { name: 'Reasons global' })).toBeInTheDocument();
    await screen.findByText('Fair prices for everyone');
    expect(screen.queryByText('A retailer’s own')).not.toBeInTheDocument();
    expect(headers()).toEqual(['Text', 'Type', 'Active?', '']);
    const icon = within(rowOf('Fair prices for everyone')).getByRole('img', { name: 'Global' });
    await user.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Global');
    const [call] = server.callsTo('GET', '/api/v1/reasons');
    expect(call?.query.get('context')).toBe('admin:global');
    expect(call?.query.has('retailer_id')).toBe(false);
  });

  it('shows a store icon, Retailer, for a reason with a retailer', async () => {
    // The global list holds only global reasons; a retailer's one shows what it would look like.
    server.on(calls.findReasons, () =>
      json(200, { reasons: [reasonFixture({ reason_text: 'A retailer’s own' })] }),
    );
    const { user } = renderApp(ADMIN_LIST);
    await screen.findByText('A retailer’s own');
    const icon = within(rowOf('A retailer’s own')).getByRole('img', { name: 'Retailer' });
    await user.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Retailer');
  });

  it('switches and deletes in the admin:global context, and opens the editor with it', async () => {
    const reason = reasonFixture({ retailer_id: null, reason_text: 'Fair prices' });
    serveReasons(server, [reason]);
    const { user, location } = renderApp(ADMIN_LIST);
    await clickSwitch(user, 'Fair prices');
    await waitFor(() =>
      expect(server.callsTo(calls.updateReason, { reasonId: reason.reason_id })[0]?.body).toEqual({
        context: 'admin:global',
        active: true,
      }),
    );
    expect(screen.getByRole('link', { name: 'New Reason' })).toHaveAttribute(
      'href',
      '/admin/reasons/new?context=admin:global',
    );
    await user.click(screen.getByRole('link', { name: 'Fair prices' }));
    await waitFor(() =>
      expect(location()).toBe(`/admin/reasons/${reason.reason_id}?context=admin:global`),
    );
  });
});
