/**
 * The machine's own ceiling for the widget benchmark (issue 31): a bare Fastify server, in a
 * worker thread as the Parley server is, with two routes: one that does nothing, and one that
 * writes one message-sized row (`INSERT … RETURNING`) through a pool of the server's size on the
 * same database. Turns a second are then read as a share of what this machine gives one INSERT
 * a request, which holds from machine to machine where absolute figures do not.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { POOL_SIZE } from '../../apps/server/src/db/client';
import { openBenchServer, type BenchDatabaseInput } from '../bench-server';
import { ownThreadId } from './cpu-clock';

export interface CeilingReady {
  port: number;
  /** This thread's Linux id, for the benchmark to read its CPU clock (null elsewhere). */
  threadId: number | null;
}

const input = workerData as BenchDatabaseInput;
if (!parentPort) throw new Error('ceiling-worker.ts runs as a worker thread');
const parent = parentPort;

const CREATE = `create table if not exists bench_ceiling (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null,
  position integer not null,
  user_message text,
  messages text[],
  created_at timestamptz not null default now()
)`;
const INSERT = `insert into bench_ceiling (session_id, position, user_message, messages)
  values ($1, $2, $3, $4) returning id`;
/** About what a shopper's message and the bot's two lines in answer weigh. */
const ROW = [
  'a3a9c1de-1b9e-4a41-8f34-7d0d2c0b1f10',
  3,
  'Could you do 42 for the blue one if I take two?',
  [
    'I can see you like the blue one. The best I can do today is 46.50.',
    'That is already a good saving on the list price.',
  ],
];

/** One INSERT on the database: a prepared statement on a pg pool, or PGlite in this thread. */
async function openInsert(): Promise<{
  insert: () => Promise<unknown>;
  close: () => Promise<void>;
}> {
  if (input.databaseUrl) {
    const pool = new pg.Pool({ connectionString: input.databaseUrl, max: POOL_SIZE });
    pool.on('error', () => undefined);
    await pool.query(CREATE);
    return {
      insert: () => pool.query({ name: 'bench-ceiling-insert', text: INSERT, values: ROW }),
      close: async () => {
        await pool.query('drop table bench_ceiling');
        await pool.end();
      },
    };
  }
  const { database } = await openBenchServer(input);
  await database.db.execute(sql.raw(CREATE));
  const [sessionId, position, userMessage, messages] = ROW as [string, number, string, string[]];
  return {
    insert: () =>
      database.db.execute(
        sql`insert into bench_ceiling (session_id, position, user_message, messages) values (${sessionId}, ${position}, ${userMessage}, ${messages}) returning id`,
      ),
    close: async () => {
      await database.db.execute(sql.raw('drop table bench_ceiling'));
      await database.close();
    },
  };
}

const database = await openInsert();
const app = Fastify({ logger: false });
app.get('/trivial', () => ({ ok: true }));
app.post('/insert', async () => {
  await database.insert();
  return { ok: true };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
parent.postMessage({
  port: typeof address === 'object' && address ? address.port : 0,
  threadId: ownThreadId(),
} satisfies CeilingReady);
parent.once('message', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => parent.postMessage('closed'));
});
