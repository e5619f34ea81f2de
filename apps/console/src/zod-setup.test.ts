import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { util } from 'zod/v4/core';
import boot from './boot.tsx?raw';
import consolePackage from '../package.json';

describe("zod's jitless mode", () => {
  it('is the first thing the console’s application sets up', () => {
    const firstImport = /^import\s[^;]*;/m.exec(boot)?.[0];
    expect(firstImport).toBe("import './zod-setup';");
  });

  it('is kept by the build: the package names the module a side effect', () => {
    // Everything else is declared free of side effects, so a bare import of it would be dropped.
    expect(consolePackage.sideEffects).toContain('./src/zod-setup.ts');
  });

  it('is on once the module ran, so parsing an object never probes `new Function`', async () => {
    await import('./zod-setup');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    // The probe's answer: false without trying under jitless, true here (Node allows eval) if it
    // had run, and the strict policy would have reported it in a browser.
    expect(util.allowsEval.value).toBe(false);
  });
});
