import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { openApiPaths } from '../../../test/support/api';

const t = await createTestApp();
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents the session, export, search and stats calls', async () => {
    const paths = await openApiPaths(t);
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
