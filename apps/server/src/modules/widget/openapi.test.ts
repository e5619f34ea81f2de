import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { openApiPaths } from '../../../test/support/api';

const t = await createTestApp();
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents every widget, price-token and Bot Tester call', async () => {
    const paths = Object.keys(await openApiPaths(t));
    for (const path of [
      '/api/v1/widget/display',
      '/api/v1/widget/sessions',
      '/api/v1/widget/sessions/{sessionId}',
      '/api/v1/widget/sessions/{sessionId}/messages',
      '/api/v1/widget/sessions/{sessionId}/accept',
      '/api/v1/widget/sessions/{sessionId}/leave',
      '/api/v1/widget/sessions/{sessionId}/email',
      '/api/v1/widget/sessions/{sessionId}/reaction',
      '/api/v1/widget/sessions/{sessionId}/basket',
      '/api/v1/widget/price_tokens/lookup',
      '/api/v1/widget/purchases',
      '/api/v1/widget/sales',
      '/api/v1/price_tokens/redeem',
      '/api/v1/bot_test',
      '/api/v1/bot_test/purchase',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
