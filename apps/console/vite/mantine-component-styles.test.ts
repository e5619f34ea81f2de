import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineComponentStyles } from './mantine-component-styles';

const plugin = mantineComponentStyles();
const resolveId = plugin.resolveId as (source: string) => string | null;
const transform = plugin.transform as (code: string, id: string) => { code: string } | null;

// The whole stylesheet, an export of the package, is at its root.
const core = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const BUTTON_CLASSES = join(core, 'esm/components/Button/Button.module.css.mjs');

/** Every module of Mantine's core that holds a component's class names. */
function classMaps(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return classMaps(path);
    return entry.name.endsWith('.module.css.mjs') ? [path] : [];
  });
}

describe('mantineComponentStyles', () => {
  it('answers the whole stylesheet with the base rules, and leaves other stylesheets alone', () => {
    expect(resolveId('@mantine/core/styles.css')).toMatch(/[\\/]vite[\\/]mantine-base\.css$/);
    expect(resolveId('@mantine/dates/styles.css')).toBeNull();
    expect(resolveId('./theme.css')).toBeNull();
  });

  it('imports a component’s rules after the module holding its class names', () => {
    const code = 'var classes = {"root":"m_77c9d27d"};\nexport { classes as default };';
    expect(transform(code, BUTTON_CLASSES)?.code).toBe(
      `${code}\nimport '@mantine/core/styles/Button.css';\n`,
    );
    expect(transform(code, join(core, 'esm/components/Button/Button.mjs'))).toBeNull();
  });

  it('finds a stylesheet for every class-name module of the installed Mantine', () => {
    const maps = classMaps(join(core, 'esm'));
    expect(maps.length).toBeGreaterThan(50);
    const missing = maps.filter((path) => {
      const imported = /import '@mantine\/core\/(styles\/\w+\.css)'/.exec(
        transform('', path)?.code ?? '',
      )?.[1];
      return !imported || !existsSync(join(core, imported));
    });
    expect(missing).toEqual([]);
  });
});
