/**
 * Path helpers with no schema behind them: the widget bundle imports these (through
 * `@parley/contract/widget-routes`) and must not pull zod in, so nothing here may import it.
 */

/** Every API path is below this. */
export const API_BASE_PATH = '/api/v1';

/** The path with its parameters filled in and escaped: '/rules/3f…' for '/rules/:ruleId'. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** Fastify's `:name` to OpenAPI's `{name}`, for documents and fakes that match on the latter. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
