import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startBanner } from './banner';

describe('the start banner', () => {
  it('names the console, the API docs and the demo shop, and the log-ins a first start made', () => {
    const config = loadConfig({ PORT: '3000', DATA_DIR: './data' });
    const banner = startBanner(
      config,
      'pglite',
      [{ role: 'administrator', email: 'admin@parley.local', password: 'secret-1' }],
      1,
    );
    expect(banner).toContain('console: http://localhost:3000  (embedded database in ./data)');
    expect(banner).toContain('API docs:        http://localhost:3000/api/docs');
    expect(banner).toContain('Demo shop:       http://localhost:3000/demo-store');
    expect(banner).toContain('admin@parley.local  /  secret-1');
  });
});
