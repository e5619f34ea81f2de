import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocally } from './listen';

/**
 * Test helper: a local stand-in for one store's Shopify Admin GraphQL API, answering with
 * Shopify's response shapes. Certain search texts make it fail the way Shopify does.
 */

interface FakeProduct {
  id: string;
  title: string;
  featuredMedia: { preview: { image: { url: string } | null } } | null;
  variants: { nodes: { id: string; title: string; sku: string | null }[] };
}

export const FAKE_PRODUCTS: FakeProduct[] = Array.from({ length: 10 }, (_, i) => {
  const n = String(i).padStart(2, '0');
  return {
    id: `gid://shopify/Product/10${n}`,
    title: `Boot ${n}`,
    featuredMedia: { preview: { image: { url: `https://cdn.shopify.example/boot-${n}.jpg` } } },
    variants: {
      nodes: [
        { id: `gid://shopify/ProductVariant/20${n}`, title: 'Default Title', sku: `BOOT-${n}` },
      ],
    },
  };
});
FAKE_PRODUCTS.push({
  id: 'gid://shopify/Product/1100',
  title: 'Scarf',
  featuredMedia: null,
  variants: {
    nodes: [
      { id: 'gid://shopify/ProductVariant/2100', title: 'Red', sku: 'SCARF-RED' },
      { id: 'gid://shopify/ProductVariant/2101', title: 'Blue', sku: '' },
    ],
  },
});

export const FAKE_COLLECTIONS = Array.from({ length: 12 }, (_, i) => ({
  id: `gid://shopify/Collection/30${String(i).padStart(2, '0')}`,
  title: `Collection ${String(i).padStart(2, '0')}`,
}));

export interface ReceivedRequest {
  path: string;
  token: string | undefined;
  query: string;
  variables: Record<string, unknown>;
}

/** Shopify's cursors are opaque base64 text; these look alike. */
const cursorOf = (node: { id: string; title: string }) =>
  Buffer.from(JSON.stringify({ last_id: node.id, last_value: node.title })).toString('base64');

function page<T extends { id: string; title: string }>(all: T[], v: Record<string, unknown>) {
  const text = typeof v.query === 'string' ? v.query.toLowerCase() : '';
  const matching = all.filter((node) => node.title.toLowerCase().includes(text));
  const at = (cursor: unknown) => matching.findIndex((node) => cursorOf(node) === cursor);
  let start: number;
  let end: number;
  if (typeof v.last === 'number') {
    end = v.before === undefined ? matching.length : at(v.before);
    start = Math.max(0, end - v.last);
  } else {
    start = v.after === undefined ? 0 : at(v.after) + 1;
    end = Math.min(matching.length, start + (v.first as number));
  }
  const nodes = matching.slice(start, end);
  return {
    matching,
    connection: {
      nodes,
      pageInfo: {
        hasNextPage: end < matching.length,
        hasPreviousPage: start > 0,
        startCursor: nodes[0] ? cursorOf(nodes[0]) : null,
        endCursor: nodes.at(-1) ? cursorOf(nodes.at(-1)!) : null,
      },
    },
  };
}

const graphQLError = (message: string, code: string) => ({
  errors: [{ message, extensions: { code } }],
});

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

function answer(request: ReceivedRequest): Answer | 'slow' {
  const v = request.variables;
  switch (v.query) {
    case 'throttle':
      return { status: 200, body: graphQLError('Throttled', 'THROTTLED') };
    case 'denied':
      return {
        status: 200,
        body: { data: null, ...graphQLError('Access denied for products field.', 'ACCESS_DENIED') },
      };
    case 'boom':
      return { status: 500, body: { errors: 'Internal Server Error' } };
    case 'busy':
      return {
        status: 429,
        body: { errors: 'Exceeded 2 calls per second' },
        headers: { 'retry-after': '2' },
      };
    case 'moved':
      return { status: 301, body: {}, headers: { location: '/elsewhere' } };
    case 'slow':
      return 'slow';
  }
  // Shopify insists on exactly one of first and last, at most 250.
  const first = typeof v.first === 'number';
  const last = typeof v.last === 'number';
  const size = (v.first ?? v.last) as number;
  if (first === last || size > 250 || (first && v.before) || (last && v.after)) {
    return { status: 200, body: graphQLError('Bad page arguments', 'BAD_USER_INPUT') };
  }
  if (request.query.includes('products(')) {
    const { matching, connection } = page(FAKE_PRODUCTS, v);
    return {
      status: 200,
      body: {
        data: {
          products: connection,
          productsCount: { count: matching.length, precision: 'EXACT' },
        },
        extensions: { cost: { requestedQueryCost: 27, actualQueryCost: 9 } },
      },
    };
  }
  return { status: 200, body: { data: { collections: page(FAKE_COLLECTIONS, v).connection } } };
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

/** Starts the stand-in on 127.0.0.1 for the store whose token is `token`. */
export async function startFakeShopify(token: string, apiVersion: string) {
  const received: ReceivedRequest[] = [];
  const send = (res: ServerResponse, { status, body, headers }: Answer) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    void (async () => {
      const body = req.method === 'POST' ? await readJson(req) : {};
      const request: ReceivedRequest = {
        path: req.url ?? '',
        token: req.headers['x-shopify-access-token'] as string | undefined,
        query: typeof body.query === 'string' ? body.query : '',
        variables: (body.variables ?? {}) as Record<string, unknown>,
      };
      received.push(request);
      if (request.path !== `/admin/api/${apiVersion}/graphql.json` || req.method !== 'POST') {
        return send(res, { status: 404, body: { errors: 'Not Found' } });
      }
      if (request.token !== token) {
        return send(res, {
          status: 401,
          body: {
            errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
          },
        });
      }
      const result = answer(request);
      if (result === 'slow') {
        setTimeout(() => send(res, { status: 200, body: { data: null } }), 1000);
        return;
      }
      send(res, result);
    })();
  });
  const url = await listenLocally(server);
  return {
    url,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
