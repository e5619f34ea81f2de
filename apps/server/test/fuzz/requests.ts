import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  ENCODINGS,
  ODD_PATH_IDS,
  ODD_QUERY_VALUES,
  encodeBody,
  hostileValue,
  wrongType,
  type Encoding,
} from './hostile';
import type { Operation } from './operations';
import { arbitraryFor, type JsonSchema } from './schema-arbitrary';
import { CONSOLE_ROLES, WIDGET_ROLES, type FuzzWorld, type Role } from './world';

/** One generated request: schema-valid values, then at most a few hostile changes. */
export interface FuzzRequest {
  role: Role;
  /** Path segments as sent (percent-encoded where needed). */
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** Query text appended as is: broken escapes, repeated and unknown keys. */
  rawQuery: string;
  body: unknown;
  encoding: Encoding;
  /** What was made hostile, for the failure message. */
  mutations: string[];
}

type Mutation =
  | { kind: 'bodyValue'; pick: number; value: unknown }
  | { kind: 'bodyType'; pick: number }
  | { kind: 'dropKey'; pick: number }
  | { kind: 'extraKey'; key: string; value: unknown }
  | { kind: 'wholeBody'; value: unknown }
  | { kind: 'encoding'; encoding: Encoding }
  | { kind: 'queryValue'; key: string; value: string }
  | { kind: 'pathId'; pick: number; id: string };

const mutation = (world: FuzzWorld): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({ kind: fc.constant('bodyValue'), pick: fc.nat(), value: hostileValue }),
    fc.record({ kind: fc.constant('bodyType'), pick: fc.nat() }),
    fc.record({ kind: fc.constant('dropKey'), pick: fc.nat() }),
    fc.record({
      kind: fc.constant('extraKey'),
      key: fc.constantFrom('__proto__', 'constructor', 'retailer_id', 'is_admin', 'id', 'x'),
      value: hostileValue,
    }),
    fc.record({ kind: fc.constant('wholeBody'), value: hostileValue }),
    fc.record({ kind: fc.constant('encoding'), encoding: fc.constantFrom(...ENCODINGS) }),
    fc.record({
      kind: fc.constant('queryValue'),
      key: fc.constantFrom(
        'context',
        'offset',
        'limit',
        'retailer_id',
        'api_key',
        '__proto__',
        'x',
      ),
      value: fc.constantFrom(...ODD_QUERY_VALUES, ...world.otherIds),
    }),
    fc.record({
      kind: fc.constant('pathId'),
      pick: fc.nat(),
      id: fc.oneof(fc.constantFrom(...ODD_PATH_IDS), fc.constantFrom(...world.otherIds), fc.uuid()),
    }),
  );

/** Roles weighted so that most requests come from callers who may make them. */
function roleArbitrary(operation: Operation): fc.Arbitrary<Role> {
  const favoured: readonly Role[] = operation.widget
    ? ['storeKey', 'storeKey', 'storeKey', 'storeKeyInQuery']
    : ['owner', 'owner', 'administrator', 'administrator', 'otherTenant'];
  return fc.constantFrom(...favoured, ...(operation.widget ? WIDGET_ROLES : CONSOLE_ROLES));
}

/** A path id: mostly the owner's row of the kind the name says, sometimes another tenant's. */
function paramArbitrary(name: string, schema: JsonSchema, world: FuzzWorld) {
  if (name === 'code') return fc.constantFrom(...world.magicLinkCodes);
  const own = world.ownerIdsByName[name] ?? [];
  const foreign = world.otherIdsByName[name] ?? [];
  const valid = arbitraryFor(schema, { uuids: world.uuids }).map((value) =>
    encodeURIComponent(String(value)),
  );
  return fc.oneof(
    { weight: own.length ? 6 : 0, arbitrary: own.length ? fc.constantFrom(...own) : valid },
    {
      weight: foreign.length ? 1 : 0,
      arbitrary: foreign.length ? fc.constantFrom(...foreign) : valid,
    },
    { weight: 1, arbitrary: valid },
  );
}

/** Requests to the operation: about half schema-valid, the rest with one to three mutations. */
export function requestArbitrary(
  operation: Operation,
  world: FuzzWorld,
): fc.Arbitrary<FuzzRequest> {
  const pools = { uuids: world.uuids, byName: world.ownerIdsByName };
  const queryModel = Object.fromEntries(
    Object.entries(operation.query)
      .filter(([name]) => name !== 'api_key')
      .map(([name, schema]) => [
        name,
        arbitraryFor(schema, { uuids: world.ownerIdsByName[name] ?? world.uuids }),
      ]),
  );
  const valid = fc.record({
    role: roleArbitrary(operation),
    params: fc.record(
      Object.fromEntries(
        Object.entries(operation.params).map(([name, schema]) => [
          name,
          paramArbitrary(name, schema, world),
        ]),
      ),
    ),
    query: fc.record(queryModel, {
      requiredKeys: operation.requiredQuery.filter((k) => k in queryModel),
    }),
    body: operation.body ? arbitraryFor(operation.body, pools) : fc.constant(undefined),
  });
  const mutations = fc.oneof(
    { weight: 1, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(mutation(world), { minLength: 1, maxLength: 3 }) },
  );
  return fc.tuple(valid, mutations).map(([request, changes]) =>
    changes.reduce(applyMutation, {
      ...request,
      rawQuery: '',
      encoding: 'json',
      mutations: [],
    }),
  );
}

/** Every node below the root of a JSON value, as key paths. */
function nodesOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = [...path, Array.isArray(value) ? Number(key) : key];
    return [here, ...nodesOf(child, here)];
  });
}

/** The value with the node at `path` replaced (`undefined`: removed). */
function replaced(
  value: unknown,
  path: (string | number)[],
  next: (old: unknown) => unknown,
): unknown {
  if (path.length === 0) return next(value);
  const copy = (
    Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }
  ) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const child = replaced(copy[head], rest, next);
  if (child === undefined) delete copy[head];
  else copy[head] = child;
  return copy;
}

function applyMutation(request: FuzzRequest, change: Mutation): FuzzRequest {
  const nodes = nodesOf(request.body);
  const at = (pick: number) => nodes[pick % Math.max(1, nodes.length)] ?? [];
  const next = { ...request, mutations: [...request.mutations, describe(change)] };
  switch (change.kind) {
    case 'bodyValue':
      return { ...next, body: replaced(request.body, at(change.pick), () => change.value) };
    case 'bodyType':
      return { ...next, body: replaced(request.body, at(change.pick), wrongType) };
    case 'dropKey':
      return nodes.length === 0
        ? next
        : { ...next, body: replaced(request.body, at(change.pick), () => undefined) };
    case 'extraKey': {
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      return {
        ...next,
        body: Object.defineProperty({ ...body }, change.key, {
          value: change.value,
          enumerable: true,
        }),
      };
    }
    case 'wholeBody':
      return { ...next, body: change.value };
    case 'encoding':
      return { ...next, encoding: change.encoding };
    case 'queryValue':
      return { ...next, rawQuery: `${request.rawQuery}&${change.key}=${change.value}` };
    case 'pathId': {
      const names = Object.keys(request.params);
      if (names.length === 0) return next;
      const name = names[change.pick % names.length]!;
      return { ...next, params: { ...request.params, [name]: change.id } };
    }
  }
}

function describe(change: Mutation) {
  const { kind, ...rest } = change;
  return `${kind} ${JSON.stringify(rest).slice(0, 80)}`;
}

function queryText(query: Record<string, unknown>, extra: Record<string, string>) {
  const search = new URLSearchParams(extra);
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      search.append(
        key,
        typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item),
      );
    }
  }
  return search.toString();
}

/** A request as sent: Fastify's inject options, narrowed to what the fuzz sets. */
export interface SentRequest extends InjectOptions {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The request as Fastify's inject takes it, with the role's credential. */
export function injectOptions(
  operation: Operation,
  request: FuzzRequest,
  world: FuzzWorld,
): SentRequest {
  const credential = world.credentials[request.role];
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) => request.params[name] ?? '');
  const query = queryText(request.query, credential.query) + request.rawQuery;
  const headers: Record<string, string> = { ...credential.headers };
  const sendsBody =
    operation.method !== 'GET' && (operation.body !== undefined || request.body !== undefined);
  const encoded = sendsBody ? encodeBody(request.body, request.encoding) : undefined;
  if (encoded?.contentType) headers['content-type'] = encoded.contentType;
  return {
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(encoded ? { payload: encoded.payload } : {}),
  };
}
