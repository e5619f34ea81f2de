import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, type TSessionExportRequest } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import type { Headers } from '../../../test/support/api';
import { insertMessage, insertTimedSession } from '../../../test/support/sessions';
import { testRetailer, type TestRetailer } from '../../../test/support/retailers';
import { messagesOfBatch, sessionBatch } from './repository';
import type * as Repository from './repository';

// The export's reads, so that a test can make one fail as a lost database connection would.
vi.mock('./repository', async (importOriginal) => {
  const actual = await importOriginal<typeof Repository>();
  return {
    ...actual,
    sessionBatch: vi.fn(actual.sessionBatch),
    messagesOfBatch: vi.fn(actual.messagesOfBatch),
  };
});
const lostConnection = () => Promise.reject(new Error('connection lost'));

let t: TestApp;
let admin: Headers;
let shop: TestRetailer;
let port: number;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
  shop = await testRetailer(t);
  const session = await insertTimedSession(t, shop.id);
  await insertMessage(t, session, { userMessage: 'Hello', messages: ['Hi!'] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Download {
  status: number;
  body: string;
  /** The whole body arrived, its end marked (the last chunk), as a browser needs to keep it. */
  complete: boolean;
}

/** The export as a browser downloads it: over a socket, noting whether the body ended properly. */
function download(body: Partial<TSessionExportRequest>): Promise<Download> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify({ action: 'download', retailerId: shop.id, ...body });
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/sessions/export',
        headers: { ...admin, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        // 'error' (aborted) comes before 'close' when the server cuts the answer short.
        res.on('error', () => undefined);
        res.on('close', () =>
          resolve({ status: res.statusCode ?? 0, body: text, complete: res.complete }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('an export that fails', () => {
  it('answers an error, not a file, when its first read fails', async () => {
    vi.mocked(sessionBatch).mockImplementationOnce(lostConnection);
    const res = await download({ format: 'simple_list' });
    expect(res).toEqual({
      status: 500,
      body: JSON.stringify({ errorMessage: MSG.somethingWrong }),
      complete: true,
    });
  });

  it('after its first byte is cut off, so the browser reports a failed download', async () => {
    vi.mocked(messagesOfBatch).mockImplementationOnce(lostConnection);
    const res = await download({ format: 'simple_message_list' });
    expect(res.status).toBe(200);
    expect(res.body.startsWith('parley_id,')).toBe(true);
    expect(res.complete).toBe(false);
    // The same export, read in full, ends properly.
    expect(await download({ format: 'simple_message_list' })).toMatchObject({ complete: true });
  });
});
