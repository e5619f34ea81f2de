import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
interface LogLine {
  reqId?: string;
  msg?: string;
}
const logLines: LogLine[] = [];
beforeAll(async () => {
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => logLines.push(JSON.parse(line) as LogLine) },
  );
  t = await createTestApp({}, { logger });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('request ids', () => {
  it('gives each request a fresh UUID, on the answer and in its log lines', async () => {
    const [first, second] = await Promise.all([get('/health'), get('/health')]);
    const id = first.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);
    const lines = logLines.filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('keeps the id a balancer in front sent, so one id follows the request through', async () => {
    const res = await get('/health', { 'x-request-id': 'lb-7f3a.42:eu-west' });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42:eu-west');
    expect(logLines.some((line) => line.reqId === 'lb-7f3a.42:eu-west')).toBe(true);
  });

  it('replaces an id that could forge log lines or is too long', async () => {
    for (const sent of ['a\nforged line', '<script>', 'x'.repeat(129), '']) {
      const res = await get('/health', { 'x-request-id': sent });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('puts the id on refusals and errors as well', async () => {
    const answers = await Promise.all([
      get('/api/v1/no-such-call'),
      get('/api/v1/account'),
      t.app.inject({ method: 'POST', url: '/api/v1/account/password', payload: { email: 1 } }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([404, 401, 400]);
    for (const res of answers) expect(res.headers['x-request-id']).toMatch(UUID);
  });
});
