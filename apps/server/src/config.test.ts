import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the address the server listens on', () => {
  it('is this machine only by default', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
  });

  it('is what HOST says when it is set, every interface included', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
