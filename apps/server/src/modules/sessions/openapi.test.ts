import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents the session, export, search and stats calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const methods = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methods('/api/v1/sessions')).toEqual(['get']);
    expect(methods('/api/v1/sessions/{id}')).toEqual(['get', 'put']);
    expect(methods('/api/v1/sessions/{session_id}/chat_messages/{message_id}')).toEqual([
      'get',
      'put',
    ]);
    expect(methods('/api/v1/sessions/export')).toEqual(['post']);
    expect(methods('/api/v1/admin/search')).toEqual(['get']);
    expect(methods('/api/v1/stats')).toEqual(['post']);
    expect(Object.keys(paths).some((path) => path.startsWith('/offer'))).toBe(false);
  });
});
