import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { settingsPayload, testRetailer } from '../../test/support/retailers';
import { startV1, storeWithRule, widget } from '../../test/support/widget';
import { bodyTag, matchesTag } from './api-revalidation';

const t = await createTestApp();
afterAll(() => t.close());

const read = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('matchesTag', () => {
  const tag = bodyTag('{"a":1}');
  it('compares weakly, in a list, and takes *', () => {
    expect(matchesTag(tag, tag)).toBe(true);
    expect(matchesTag(tag.replace(/^W\//, ''), tag)).toBe(true);
    expect(matchesTag(`W/"other", ${tag}`, tag)).toBe(true);
    expect(matchesTag('*', tag)).toBe(true);
    expect(matchesTag(undefined, tag)).toBe(false);
    expect(matchesTag(bodyTag('{"a":2}'), tag)).toBe(false);
  });
});

describe('a signed-in read of the API', () => {
  it('carries a tag of its body, kept by the browser only to be asked again', async () => {
    const retailer = await testRetailer(t);
    const res = await read(`/api/v1/retailers/${retailer.id}`, retailer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(bodyTag(res.body));
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toMatch(/\bauthorization\b/);
  });

  it('answers 304 with no body while unchanged, and 200 with a new tag once changed', async () => {
    const retailer = await testRetailer(t);
    const url = `/api/v1/retailers/${retailer.id}`;
    const first = await read(url, retailer.headers);
    const tag = String(first.headers.etag);

    const again = await read(url, { ...retailer.headers, 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `${url}/settings`,
      headers: retailer.headers,
      payload: settingsPayload({ name: 'Renamed & Co' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBeUndefined();

    const changed = await read(url, { ...retailer.headers, 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Renamed & Co' });
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('refuses another tenant’s reader before any tag is compared', async () => {
    const owner = await testRetailer(t);
    const other = await testRetailer(t);
    const url = `/api/v1/retailers/${owner.id}`;
    const tag = String((await read(url, owner.headers)).headers.etag);

    const res = await read(url, { ...other.headers, 'if-none-match': tag });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect((await read(url, { 'if-none-match': tag })).statusCode).toBe(401);
  });

  it('leaves alone what is not a signed-in read: the widget’s, and refusals', async () => {
    const store = await storeWithRule(t);
    const start = await widget(t, store.headers, 'POST', '/sessions', startV1());
    const id = start.json<{ session: { session_id: string } }>().session.session_id;
    const session = await widget(t, store.headers, 'GET', `/sessions/${id}`);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.headers.etag).toBeUndefined();

    const retailer = await testRetailer(t);
    const missing = await read(`/api/v1/retailers/${crypto.randomUUID()}`, retailer.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
