import { expect } from 'vitest';
import type { TestApp } from '../test-app';

/** Test helpers: one call to the console API, as a signed-in caller makes it. */

export type Headers = Record<string, string>;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call to the API with the caller's headers. */
export function call(t: TestApp, headers: Headers, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
}

export async function getJson<T>(t: TestApp, headers: Headers, url: string): Promise<T> {
  const res = await call(t, headers, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

/** The call's JSON answer; anything but 200 fails the test, saying what was not done. */
async function callOk<T>(
  failure: string,
  ...[t, headers, method, url, payload]: Parameters<typeof call>
): Promise<T> {
  const res = await call(t, headers, method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${failure}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

/** The create call of a list (`rule` at /rules): answers what it made, or fails the test. */
export const creator =
  <T>(item: string) =>
  (t: TestApp, headers: Headers, payload: object) =>
    callOk<T>(`${item} not created`, t, headers, 'POST', `/${item}s`, payload);

/**
 * The list call of items kept in contexts (`rule` at /rules?context=…): a context's items, of one
 * retailer when it names one, or the test fails.
 */
export const contextLister =
  <T, C extends string>(item: string) =>
  async (t: TestApp, headers: Headers, context: C, retailerId?: string): Promise<T[]> => {
    const query = new URLSearchParams({
      context,
      ...(retailerId ? { retailer_id: retailerId } : {}),
    });
    const url = `/${item}s?${query.toString()}`;
    const list = await callOk<Record<string, T[]>>(`${item}s not listed`, t, headers, 'GET', url);
    return list[`${item}s`]!;
  };

/** Each request answers `status` with `errorMessage`, the way the error handler refuses. */
export async function expectRefused(
  t: TestApp,
  headers: Headers,
  requests: readonly (readonly [Method, string, object?])[],
  status: number,
  errorMessage: string,
) {
  for (const [method, url, payload] of requests) {
    const res = await call(t, headers, method, url, payload);
    expect(res.statusCode, `${method} ${url}`).toBe(status);
    expect(res.json()).toEqual({ errorMessage });
  }
}

/** The API description's paths, each with its operations by method. */
export async function openApiPaths(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
}
