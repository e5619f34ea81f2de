import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@parley/contract';
import { FieldError } from '../errors';

// With the u flag a surrogate pair is one code point: only a surrogate without its partner matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * The dotted path (as the schemas' 400s name fields) of the first ill-formed string or key in
 * `value`, else null. A loop, not recursion: a body nested a hundred thousand deep is valid JSON.
 */
function illFormedPath(value: unknown): string | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (LONE_SURROGATE.test(next.value)) return next.path.join('.');
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, item] of Object.entries(next.value)) {
        const path = [...next.path, key];
        if (LONE_SURROGATE.test(key)) return path.join('.');
        pending.push({ value: item, path });
      }
    }
  }
  return null;
}

function illFormedField(request: FastifyRequest): FieldError | undefined {
  const parts = { body: request.body, query: request.query, params: request.params };
  for (const [part, value] of Object.entries(parts)) {
    const path = illFormedPath(value);
    if (path !== null) return new FieldError({ [path || part]: MSG.illFormedText });
  }
  return undefined;
}

/**
 * Refuses, on every route, a body, query or path parameter holding a lone surrogate (a JSON
 * escape such as \ud800 without its partner): 400 naming the field. Such a string is not text:
 * PostgreSQL's text and jsonb refuse it (a 500, after part of the work), and a page showing it
 * shows garbage. Checked once here, before the schemas, rather than in each of the contract's
 * text schemas, so that no field is missed: records' keys and unknown values included.
 */
export function refuseIllFormedText(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => done(illFormedField(request)));
}
