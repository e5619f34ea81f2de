import { MSG, SESSION_MSG, endpoints, type TSessionDetail } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RETAILER_ID, adminUser, chatMessage, retailer } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { serveSessionDetail, sessionDetail } from './fake-session-detail-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({ account: adminUser });

function open(session: TSessionDetail, search = '') {
  serveSessionDetail(server, [session]);
  return renderApp(`/sessions/${session.session_id}${search}`);
}

describe('Annotate', () => {
  it('saves a data quality of 0 by default and an empty tag and note as null', async () => {
    const session = sessionDetail();
    const { user, location } = open(session);
    await user.click(await screen.findByRole('button', { name: 'Annotate' }));
    await waitFor(() => expect(location()).toBe(`/sessions/${session.session_id}?annotate=open`));
    const dialog = await screen.findByRole('dialog', { name: 'Annotate' });
    expect(within(dialog).getByRole('textbox', { name: 'Data Quality' })).toHaveValue('0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(
      server.callsTo(endpoints.sessions.updateSession, { id: session.session_id })[0]?.body,
    ).toEqual({
      data_quality: 0,
      data_tag: null,
      data_note: null,
    });
    await waitFor(() => expect(location()).toBe(`/sessions/${session.session_id}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens from the URL with the stored values, and sends a cleared note as null', async () => {
    const session = sessionDetail({ data_quality: 3, data_tag: 'good_example', data_note: 'Nice' });
    const { user } = open(session, '?annotate=open');
    const dialog = await screen.findByRole('dialog', { name: 'Annotate' });
    expect(within(dialog).getByRole('textbox', { name: 'Data Quality' })).toHaveValue('3');
    expect(within(dialog).getByRole('textbox', { name: 'Data Tag' })).toHaveValue('good_example');
    await user.click(within(dialog).getByRole('textbox', { name: 'Data Tag' }));
    const options = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['good_example', 'bad_example']);
    await user.click(within(dialog).getByRole('option', { name: 'bad_example' }));
    const quality = within(dialog).getByRole('textbox', { name: 'Data Quality' });
    await user.clear(quality);
    await user.type(quality, '5');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Data Note' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        server.callsTo(endpoints.sessions.updateSession, { id: session.session_id })[0]?.body,
      ).toEqual({
        data_quality: 5,
        data_tag: 'bad_example',
        data_note: null,
      }),
    );
    // The page shows what was saved once the session is loaded again.
    const details = await screen.findByRole('region', { name: 'Details' });
    await waitFor(() =>
      expect(
        within(details).getByRole('rowheader', { name: 'Data Tag' }).closest('tr'),
      ).toHaveTextContent('bad_example'),
    );
  });
});

describe('Message tagging', () => {
  it('opens on a click on the message, shows what was inferred and saves the flags', async () => {
    const tagged = chatMessage({
      user_message: 'Would you take 50?',
      messages: ['I can do £70.'],
      intents: [
        { name: 'offer', confidence: 0.93 },
        { name: 'question', confidence: 0.04 },
      ],
      entities: [{ role: 'price', dataType: 'number', confidence: 0.88, stringValue: '50' }],
    });
    const session = sessionDetail({ messages: [chatMessage({ messages: ['Hello'] }), tagged] });
    const { user, location } = open(session);
    await user.click(await screen.findByText('Would you take 50?'));
    await waitFor(() =>
      expect(location()).toBe(`/sessions/${session.session_id}?tag=${tagged.message_id}`),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Message Tagging' });
    const intents = await within(dialog).findByRole('table', { name: 'Intents' });
    expect(
      within(intents)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['NameConfidence', 'offer0.93', 'question0.04']);
    const entities = within(dialog).getByRole('table', { name: 'Entities' });
    expect(
      within(entities)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RoleData TypeConfidenceValue', 'pricenumber0.8850']);
    const intent = within(dialog).getByRole('checkbox', { name: 'Incorrect intent inference' });
    const entity = within(dialog).getByRole('checkbox', { name: 'Incorrect entity inference' });
    expect(intent).not.toBeChecked();
    expect(entity).not.toBeChecked();
    await user.click(intent);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SESSION_MSG.messageTaggingSaved)).toBeInTheDocument();
    const put = server.callsTo(endpoints.sessions.updateChatMessage, {
      session_id: session.session_id,
      message_id: tagged.message_id,
    });
    expect(put[0]?.body).toEqual({ ...tagged, incorrect_intent_inference: true });
    await waitFor(() => expect(location()).toBe(`/sessions/${session.session_id}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Save chat as Image', () => {
  beforeEach(() => {
    server.retailers.set(RETAILER_ID, retailer({ available_features: ['chat_export'] }));
  });

  it('downloads the chat as a PNG named by the session and the time', async () => {
    const drawn: string[] = [];
    const context = {
      font: '',
      fillStyle: '',
      textBaseline: '',
      measureText: (text: string) => ({ width: text.length * 7 }),
      fillRect: () => {},
      beginPath: () => {},
      roundRect: () => {},
      fill: () => {},
      fillText: (text: string) => drawn.push(text),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob(['png'], { type: 'image/png' })),
    );
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:x' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const session = sessionDetail({
      messages: [
        chatMessage({
          user_message: '<script>x</script>',
          messages: ['See <terms|https://shop.example/t>.'],
        }),
      ],
    });
    const { user } = open(session);
    await user.click(await screen.findByRole('button', { name: 'Save chat as Image' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(
      new RegExp(`^${session.session_id}_\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}Z\\.png$`),
    );
    expect(drawn).toEqual(expect.arrayContaining(['<script>x</script>', 'See terms.']));
  });

  it("says it can't find the chat log when the browser cannot draw it", async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { user } = open(sessionDetail());
    await user.click(await screen.findByRole('button', { name: 'Save chat as Image' }));
    expect(await screen.findByText(SESSION_MSG.chatImageFailed)).toBeInTheDocument();
  });
});
