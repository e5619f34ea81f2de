import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The candidate libraries are measured, not shipped: they are installed outside the repository
 * (see bench/README.md, "Language recognizers") and loaded from there by package name.
 */
export const CANDIDATES_DIR =
  process.env.PARLEY_LANGUAGE_CANDIDATES ?? '/tmp/parley-language-candidates';

/** Imports a package installed under CANDIDATES_DIR, typed by what the caller uses of it. */
export async function loadCandidate<T>(name: string): Promise<T> {
  const require = createRequire(join(CANDIDATES_DIR, 'package.json'));
  return (await import(pathToFileURL(require.resolve(name)).href)) as T;
}
