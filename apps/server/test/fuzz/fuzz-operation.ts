import fc from 'fast-check';
import type { Operation } from './operations';
import { injectOptions, requestArbitrary, type FuzzRequest } from './requests';
import type { RowGuard } from './row-guard';
import type { FuzzWorld, Role } from './world';

/** Internals an answer must never show: stack frames, file paths, SQL and the database's words. */
const INTERNALS =
  /\bat [\w.<>$]+ \(|\(\/[\w/.-]+:\d+:\d+\)|node_modules|\/work\/|\/app\/|\/src\/[\w/-]+\.[jt]s|\.ts:\d+|Failed query|syntax error at or near|violates [\w -]*constraint|relation "\w+"|\bselect\s[^"]{0,200}\bfrom\s+"|insert into "|update "\w+" set|delete from "/i;

/** Requests the server must refuse whatever they carry: no valid credential for a guarded route. */
function isDoomed(role: Role, operation: Operation) {
  if (operation.widget) return role === 'unknownKey' || role === 'anonymous';
  if (operation.access === 'public') return false;
  return ['anonymous', 'expiredToken', 'forgedToken', 'garbageToken'].includes(role);
}

/**
 * Undoes a write that would stop the next requests from being tested at all: an administrator
 * taking the site down for maintenance (every write then answers 503, by design).
 */
async function restoreService(world: FuzzWorld, operation: Operation) {
  if (operation.key !== 'PUT /api/v1/admin/status') return;
  await world.t.app.inject({
    method: 'PUT',
    url: operation.path,
    headers: world.credentials.administrator.headers,
    payload: { 'admin-site': 'up' },
  });
}

/** Answers by status class, per operation, for the report. */
export type Tally = Record<string, Record<string, number>>;

function failureOf(
  operation: Operation,
  request: FuzzRequest,
  status: number,
  problem: string,
  body: string,
) {
  return new Error(
    `${problem}: ${request.role} ${operation.key} → ${status}\n` +
      `mutations: ${request.mutations.join('; ') || 'none'}\n` +
      `request: ${JSON.stringify(request).slice(0, 600)}\nanswer: ${body.slice(0, 400)}`,
  );
}

/** Checks one answer: no 5xx, no internals, no accepted forgery, no other tenant's rows. */
function checkAnswer(
  world: FuzzWorld,
  operation: Operation,
  request: FuzzRequest,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
) {
  const fail = (problem: string) =>
    failureOf(operation, request, res.statusCode, problem, res.body);
  if (res.statusCode >= 500) throw fail('server error');
  const contentType = res.headers['content-type'];
  const script = typeof contentType === 'string' && contentType.includes('javascript');
  if (!script && INTERNALS.test(res.body)) throw fail('internals in the answer');
  if (res.statusCode < 400 && isDoomed(request.role, operation))
    throw fail('accepted without a valid credential');
  if (res.statusCode < 400 && (request.role === 'owner' || request.role === 'otherTenant')) {
    const foreign =
      request.role === 'owner' ? world.privateIds.otherTenant : world.privateIds.owner;
    const leaked = foreign.find((id) => res.body.includes(id));
    if (leaked) throw fail(`another tenant's row ${leaked} in the answer`);
  }
}

/**
 * Sends `runs` generated requests to the operation; every answer is checked, and every refused
 * request is proven to have changed no row.
 */
export async function fuzzOperation(
  world: FuzzWorld,
  guard: RowGuard,
  operation: Operation,
  runs: number,
  tally: Tally,
) {
  const counts = (tally[operation.key] ??= {});
  const started = Date.now();
  await guard.start();
  await fc.assert(
    fc.asyncProperty(requestArbitrary(operation, world), async (request) => {
      // Reads may write too (the Bot Tester makes its store on first sight): the guard's write
      // mark makes asking cheap.
      const mayWrite = !isDoomed(request.role, operation);
      if (mayWrite) await guard.beforeWrite();
      const options = injectOptions(operation, request, world);
      const res = await world.t.app.inject(options);
      const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
      counts[statusClass] = (counts[statusClass] ?? 0) + 1;
      checkAnswer(world, operation, request, res);
      if (res.statusCode >= 400) {
        await guard.refused({
          label: `${request.role} ${options.method} ${options.url} ${(options.payload ?? '').slice(0, 300)} (${request.mutations.join('; ')}) → ${res.statusCode}`,
          replay: () => world.t.app.inject(options),
        });
      } else if (mayWrite) {
        await restoreService(world, operation);
        await guard.afterWrite();
      }
    }),
    // Requests change the database, so a shrunk replay would not see the same rows: the failure
    // names the request as it was sent instead.
    { numRuns: runs, endOnFailure: true },
  );
  await guard.check();
  counts.ms = Date.now() - started;
}
