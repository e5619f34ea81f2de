import type { AppInstance } from '../../src/app-types';
import type { JsonSchema } from './schema-arbitrary';

/** One operation of the OpenAPI document, with the schemas of what a caller sends. */
export interface Operation {
  /** `METHOD /path` with Fastify's `:param` syntax, as in the route inventory. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's form of the path: `/api/v1/rules/:ruleId`. */
  path: string;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  requiredQuery: string[];
  /** The JSON body's schema; undefined when the operation takes none. */
  body?: JsonSchema;
  /** The route's access policy kind (`public`, `admin`, `authenticated`, `retailer`). */
  access: string;
  /** The widget API: its callers are stores' pages with a key, not signed-in users. */
  widget: boolean;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * Routes the OpenAPI document leaves out, which the fuzz leaves out too, and why. None is an API
 * operation; their own tests cover them, and `test/malformed-input.test.ts` the hosted log-in's.
 */
export const NOT_FUZZED: { route: RegExp; why: string }[] = [
  { route: /^HEAD /, why: 'HEAD is GET without a body: the GET is fuzzed' },
  {
    route: /^GET \/api\/(docs|openapi\.json)/,
    why: 'the API documentation (Swagger UI, the document)',
  },
  { route: /^OPTIONS \/api\/v1\/widget\//, why: "the widget's CORS preflight: headers only" },
  {
    route: /^(GET|POST) \/(oauth|m|offer|embedded|status|health|ready|uploads)\b/,
    why: 'HTML pages and probes outside the API (hosted log-in, magic-link and offer pages, frames, status)',
  },
  {
    route: /^GET \/((widget|expressions|demo-store|callback)\b|\*?$)/,
    why: "static files: the console, the widget's script and pages, images",
  },
];

/** Every operation of the document the app serves, in the document's order. */
export async function readOperations(app: AppInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = res.json<OpenApiDocument>();
  const access = new Map(
    app.routeInventory.map((route) => [`${route.method} ${route.url}`, route.access?.kind]),
  );
  return Object.entries(document.paths).flatMap(([openApiPath, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
      const upper = method.toUpperCase() as Operation['method'];
      const parameters = operation.parameters ?? [];
      const of = (place: OpenApiParameter['in']) =>
        Object.fromEntries(parameters.filter((p) => p.in === place).map((p) => [p.name, p.schema]));
      const key = `${upper} ${path}`;
      return {
        key,
        method: upper,
        path,
        params: of('path'),
        query: of('query'),
        requiredQuery: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema,
        access: access.get(key) ?? 'unknown',
        widget: path.startsWith('/api/v1/widget/'),
      };
    }),
  );
}

/** The shard's share of the operations: every `count`th, from `index`, so shards weigh alike. */
export const shardOf = <T>(items: T[], index: number, count: number) =>
  items.filter((_, position) => position % count === index);
