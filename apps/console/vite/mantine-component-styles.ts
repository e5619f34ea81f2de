import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FULL_STYLESHEET = '@mantine/core/styles.css';
const BASE_STYLESHEET = join(dirname(fileURLToPath(import.meta.url)), 'mantine-base.css');
/** A Mantine component's class names, e.g. …/esm/components/Button/Button.module.css.mjs. */
const CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.css\.mjs$/;

/**
 * Mantine's stylesheet by component, in the build: the app imports the whole of
 * `@mantine/core/styles.css` (what the dev server and the tests use), which the build answers
 * with the base rules alone (mantine-base.css), and every component's rules are imported by the
 * module holding its class names, `<Name>.module.css.mjs`, whose stylesheet Mantine ships as
 * `styles/<Name>.css`. A component's rules thus go to the chunk its code goes to: the shell's
 * stylesheet, which blocks the first paint, carries only the shell's components, and a screen's
 * rules load with the screen. The import goes after the module's code, so a component's rules
 * follow those of the components it is built on (Button's after UnstyledButton's), as in the
 * whole stylesheet's order.
 */
export function mantineComponentStyles(): Plugin {
  return {
    name: 'parley:mantine-component-styles',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === FULL_STYLESHEET ? BASE_STYLESHEET : null;
    },
    transform(code, id) {
      const name = CLASS_MAP.exec(id)?.[1];
      if (!name) return null;
      return { code: `${code}\nimport '@mantine/core/styles/${name}.css';\n`, map: null };
    },
  };
}
