import { expect } from 'vitest';
import type { THandoffResponse } from '@parley/contract';
import type { TestApp } from '../test-app';
import { call, type Headers } from './api';

/** Test helpers: a handoff URL, and opening it as the frame would (its cookie kept). */

export async function handoff(t: TestApp, headers: Headers, body: object = {}) {
  const res = await call(t, headers, 'POST', '/auth/handoff', {
    destination: 'newdashboard',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<THandoffResponse>();
}

/** The path of a handoff URL, for app.inject. */
export const pathOf = (url: string) => new URL(url).pathname;

/** Opens the URL once; answers the page session's cookie header (the page's cookie name). */
export async function openFrame(t: TestApp, url: string, cookieName = 'parley_frame') {
  const res = await t.app.inject({ method: 'GET', url: pathOf(url) });
  expect(res.statusCode, res.body).toBe(303);
  const cookie = res.cookies.find((c) => c.name === cookieName);
  expect(cookie).toBeDefined();
  return { cookie: `${cookieName}=${cookie!.value}`, response: res };
}

/** A handoff opened at once: the cookie that lets the page and its JSON be read. */
export async function frameSession(t: TestApp, headers: Headers, body: object = {}) {
  return (await openFrame(t, (await handoff(t, headers, body)).url)).cookie;
}
