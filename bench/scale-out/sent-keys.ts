import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';

/** The Idempotency-Key a call was sent with, once node:http has sent it (else null). */
export interface SentCall {
  key: string | null;
}

const calls = new AsyncLocalStorage<SentCall>();

/**
 * WidgetClient makes up each call's Idempotency-Key inside, out of the book's sight. node:http
 * announces every request it sends on this channel, in the async context of the code that sent
 * it, so the key is read off the request there: the server stores it with the write in the same
 * transaction, which tells afterwards whether a call that failed had written all the same.
 */
subscribe('http.client.request.start', (message) => {
  const call = calls.getStore();
  const key = (message as { request?: ClientRequest }).request?.getHeader('idempotency-key');
  if (call && typeof key === 'string') call.key = key;
});

/** Runs `send` and answers the key its request went out with, alongside its result. */
export function sendNoting<T>(send: () => Promise<T>): { call: SentCall; answered: Promise<T> } {
  const call: SentCall = { key: null };
  return { call, answered: calls.run(call, send) };
}
