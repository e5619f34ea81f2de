import { describe, expect, it } from 'vitest';
import { createWidgetApi, randomKey } from './client';
import { WidgetApiError } from './errors';
import type { FetchLike } from './request';

const origin = 'https://parley.test';
const apiKey = 'pk_live_abc+def';

/** A fetch answering these, in order; 'network' (or running out) fails as a dropped connection. */
function recordingFetch(answers: (Response | 'network')[]) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = (url, init) => {
    seen.push({ url, init });
    const next = answers.shift() ?? 'network';
    return next === 'network'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(next);
  };
  return { fetch, seen };
}

const header = (init: RequestInit | undefined, name: string) =>
  new Headers(init?.headers).get(name);
const turn = { session: { session_id: 's1' }, message: { message_id: 'm1' } };

describe('the widget API client', () => {
  it('sends the key as header and parameter, and a fresh Idempotency-Key per write', async () => {
    const { fetch, seen } = recordingFetch([Response.json(turn), Response.json(turn)]);
    const api = createWidgetApi({ origin, apiKey, fetch });
    await api.send('s1', 'hello');
    await api.send('s1', 'hello');
    expect(seen[0]?.url).toBe(
      `${origin}/api/v1/widget/sessions/s1/messages?api_key=pk_live_abc%2Bdef`,
    );
    expect(header(seen[0]?.init, 'x-api-key')).toBe(apiKey);
    expect(header(seen[0]?.init, 'content-type')).toBe('application/json');
    expect(seen[0]?.init.body).toBe('{"text":"hello"}');
    expect(seen[0]?.init.credentials).toBe('omit');
    const keys = seen.map((call) => header(call.init, 'idempotency-key'));
    expect(keys[0]).toMatch(/^[\w-]{24}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('retries a write that never reached the server with the same Idempotency-Key', async () => {
    const waits: number[] = [];
    const { fetch, seen } = recordingFetch(['network', Response.json(turn)]);
    const sleep = (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    };
    const api = createWidgetApi({ origin, apiKey, fetch, sleep });
    await expect(api.accept('s1')).resolves.toEqual(turn);
    expect(seen).toHaveLength(2);
    expect(header(seen[1]?.init, 'idempotency-key')).toBe(header(seen[0]?.init, 'idempotency-key'));
    expect(seen[0]?.init.body).toBeUndefined();
    expect(header(seen[0]?.init, 'content-type')).toBeNull();
    expect(waits).toEqual([500]);
  });

  it('retries a balancer’s 502, 503 or 504 with the same Idempotency-Key, then gives up', async () => {
    const gateway = (status: number) => Response.json({ errorMessage: 'Bad Gateway' }, { status });
    const waits: number[] = [];
    const sleep = (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    };
    const first = recordingFetch([gateway(502), gateway(504), Response.json(turn)]);
    const api = createWidgetApi({ origin, apiKey, fetch: first.fetch, sleep });
    await expect(api.accept('s1')).resolves.toEqual(turn);
    const keys = new Set(first.seen.map((call) => header(call.init, 'idempotency-key')));
    expect([first.seen.length, keys.size]).toEqual([3, 1]);
    expect(waits).toEqual([500, 1500]);

    const down = recordingFetch([gateway(503), gateway(503), gateway(503)]);
    const again = createWidgetApi({ origin, apiKey, fetch: down.fetch, sleep });
    await expect(again.accept('s1')).rejects.toBeInstanceOf(WidgetApiError);
    expect(down.seen).toHaveLength(3);
  });

  it('gives up after its retries with a network error', async () => {
    const { fetch, seen } = recordingFetch([]);
    const api = createWidgetApi({ origin, apiKey, fetch, sleep: () => Promise.resolve() });
    const error = await api.basket('s1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WidgetApiError);
    expect((error as WidgetApiError).status).toBeNull();
    expect(seen).toHaveLength(3);
  });

  it('asks the display question without an Idempotency-Key', async () => {
    const { fetch, seen } = recordingFetch([
      Response.json({ checks: [{ show: false, theme: {}, language: 'en-GB', currency: 'GBP' }] }),
    ]);
    const api = createWidgetApi({ origin, apiKey, fetch });
    await api.display({
      page_type: 'product',
      product: { retailer_product_id: 'P', name: 'P', price: 1, quantity: 1, categories: [] },
      currency: 'GBP',
      context: {
        shopper_id: 'abcdefghijklmnop',
        visit_number: 1,
        dwell_seconds: 0,
        exit_intent: false,
      },
    });
    expect(seen[0]?.init.method).toBe('POST');
    expect(header(seen[0]?.init, 'idempotency-key')).toBeNull();
  });

  it('does not retry the server’s own refusals, and reads GETs without an Idempotency-Key', async () => {
    const { fetch, seen } = recordingFetch([
      Response.json(
        { errorMessage: 'There is no agreed deal to add to the basket.' },
        { status: 422 },
      ),
      Response.json({ errorMessage: 'Not found' }, { status: 404 }),
    ]);
    const api = createWidgetApi({ origin, apiKey, fetch, sleep: () => Promise.resolve() });
    await expect(api.basket('s1')).rejects.toThrow('There is no agreed deal to add to the basket.');
    await expect(api.session('s1')).rejects.toMatchObject({ status: 404 });
    expect(seen).toHaveLength(2);
    expect(seen[1]?.init.method).toBe('GET');
    expect(header(seen[1]?.init, 'idempotency-key')).toBeNull();
  });

  it('keeps a 400’s field details out of the shopper’s sight', async () => {
    const { fetch } = recordingFetch([
      Response.json(
        { errorMessage: 'Invalid', fieldErrors: { text: 'Too long' } },
        { status: 400 },
      ),
    ]);
    const api = createWidgetApi({ origin, apiKey, fetch });
    await expect(api.send('s1', 'x')).rejects.toThrow(
      'Sorry, that did not work. Please try again.',
    );
  });

  it('leaves with a text/plain beacon that carries the key in the URL and the body', async () => {
    const sent: { url: string; data: Blob }[] = [];
    const api = createWidgetApi({
      origin,
      apiKey,
      sendBeacon: (url, data) => sent.push({ url, data }) > 0,
    });
    expect(api.leave('s 1')).toBe(true);
    expect(sent[0]?.url).toBe(
      `${origin}/api/v1/widget/sessions/s%201/leave?api_key=pk_live_abc%2Bdef`,
    );
    expect(sent[0]?.data.type).toBe('text/plain');
    expect(JSON.parse((await sent[0]?.data.text()) ?? '')).toEqual({ api_key: apiKey });
  });

  it('makes keys of URL-safe characters', () => {
    expect(randomKey(40)).toMatch(/^[\w-]{40}$/);
  });
});
