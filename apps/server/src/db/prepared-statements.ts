import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A view of a node-postgres pool whose clients keep each parameterised statement prepared on
 * their connection, under a name derived from its text: PostgreSQL then parses, analyses and
 * plans it once per connection rather than on every call. That was about a third of the
 * database's CPU on a widget turn (bench/README.md), whose few statements are the same every
 * time. Other modules use the plain pool: their statements vary more, and a generic plan for a
 * filtered list can be worse than one made for the values at hand.
 *
 * Statements without parameters (BEGIN, COMMIT, migrations) stay on the simple protocol, which
 * allows several commands in one text. A connection keeps at most MAX_PER_CONNECTION names and
 * runs any further shape unnamed, so a new shape never evicts (no DEALLOCATE mid-transaction)
 * and the server's memory per connection stays bounded.
 */
export const MAX_PER_CONNECTION = 200;
const MAX_TEXT_LENGTH = 16_000;

const namesByText = new Map<string, string>();
const preparedOn = new WeakMap<pg.ClientBase, Set<string>>();

function nameOf(text: string): string {
  const known = namesByText.get(text);
  if (known) return known;
  const name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  // Bounded like the connections' sets: shapes beyond it are hashed again each time.
  if (namesByText.size < MAX_PER_CONNECTION * 4) namesByText.set(text, name);
  return name;
}

interface QueryConfigLike {
  text: string;
  name?: string;
  values?: unknown[];
}

const isUnnamedConfig = (value: unknown): value is QueryConfigLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueryConfigLike).text === 'string' &&
  (value as QueryConfigLike).name === undefined;

/** The statement's config with a name, when it has parameters and the connection has room. */
export function named(client: pg.ClientBase, config: unknown, values: unknown): unknown {
  if (!isUnnamedConfig(config)) return config;
  const params = Array.isArray(values) ? values : config.values;
  if (!params || params.length === 0 || config.text.length > MAX_TEXT_LENGTH) return config;
  let names = preparedOn.get(client);
  if (!names) preparedOn.set(client, (names = new Set()));
  const name = nameOf(config.text);
  if (!names.has(name)) {
    if (names.size >= MAX_PER_CONNECTION) return config;
    names.add(name);
  }
  return { ...config, name };
}

type Query = (...args: unknown[]) => unknown;

function namingClient<C extends pg.ClientBase>(client: C): C {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      const query = target.query.bind(target) as Query;
      return (config: unknown, ...rest: unknown[]) =>
        query(named(target, config, rest[0]), ...rest);
    },
  });
}

/** The pool, seen through clients that name their parameterised statements. */
export function namingPool(pool: pg.Pool): pg.Pool {
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'connect') {
        return async () => namingClient(await target.connect());
      }
      if (property === 'query') {
        // A statement outside a transaction: on a client of its own, named there.
        return async (config: unknown, values?: unknown) => {
          const client = await target.connect();
          try {
            const result = await (client.query as Query)(named(client, config, values), values);
            client.release();
            return result;
          } catch (error) {
            // As pg's own pool.query: a client whose statement failed is not reused.
            client.release(error instanceof Error ? error : true);
            throw error;
          }
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
