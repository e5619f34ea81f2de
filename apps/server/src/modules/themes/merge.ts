import { THEME_DEFAULTS, ZThemeConfiguration, type TThemeConfiguration } from '@parley/contract';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `saved` over `base` (`THEME_DEFAULTS` of @parley/contract, which the widget falls back on
 * too), nested groups merged key by key; values of another shape are ignored.
 */
export function mergeTheme(base: Json, saved: Json | null): Json {
  if (!saved) return structuredClone(base);
  const merged: Json = {};
  for (const [key, value] of Object.entries(base)) {
    const override = saved[key];
    if (isObject(value)) merged[key] = mergeTheme(value, isObject(override) ? override : null);
    else merged[key] = typeof override === typeof value ? override : value;
  }
  return merged;
}

/** The value at `path` in `source`, or undefined. */
function valueAt(source: unknown, path: readonly PropertyKey[]): unknown {
  let current = source;
  for (const key of path) {
    if (!isObject(current)) return undefined;
    current = current[key as string];
  }
  return current;
}

function setAt(target: Json, path: readonly PropertyKey[], value: unknown) {
  let current = target;
  for (const key of path.slice(0, -1)) {
    const next = current[key as string];
    if (!isObject(next)) return;
    current = next;
  }
  const last = path.at(-1);
  if (last !== undefined) current[last as string] = value;
}

/**
 * A saved configuration as stores and editors get it: merged over the defaults, and any value
 * the contract's checks refuse today (saved before a check was tightened, or written by hand)
 * replaced by its default, so a theme read back is always a whole, valid configuration.
 */
export function themeConfigurationOf(saved: Json | null): TThemeConfiguration {
  const merged = mergeTheme(THEME_DEFAULTS, saved);
  const checked = ZThemeConfiguration.safeParse(merged);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    setAt(merged, issue.path, structuredClone(valueAt(THEME_DEFAULTS, issue.path)));
  }
  return ZThemeConfiguration.parse(merged);
}
