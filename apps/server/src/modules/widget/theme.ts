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
