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
