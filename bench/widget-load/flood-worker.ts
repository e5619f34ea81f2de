/**
 * The hostile traffic beside the shoppers, in a worker thread of its own so that generating it
 * does not slow the shoppers' event loop (and their timings): LOAD_FLOOD_RPS requests a second of
 * the kinds in flood-requests.ts on keep-alive connections, a quarter from a few fixed addresses
 * (which the per-address limit soon refuses) and the rest each from a new address of 198.18.0.0/15
 * (many machines, which it does not), all through X-Forwarded-For as the proxy would pass them.
 * Started and stopped as a benchmark's server thread is (bench/server-thread.ts).
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { seededRandom, pick } from '../seeded-random';
import { NO_ANSWER, NOT_SENT, SLOTS } from './flood-counts';
import { floodKinds, type FloodRequest } from './flood-requests';

export interface FloodInput {
  port: number;
  origin: string;
  requestsPerSecond: number;
  counts: SharedArrayBuffer;
}

const input = workerData as FloodInput;
if (!parentPort) throw new Error('flood-worker.ts runs as a worker thread');
const parent = parentPort;

const TICK_MS = 10;
/** Beyond this many unanswered requests the generator stops adding more (counted as not sent). */
const MAX_IN_FLIGHT = 512;
const REQUEST_TIMEOUT_MS = 15_000;
const NOISY_ADDRESSES = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];

const counts = new Int32Array(input.counts);
const kinds = floodKinds(input.origin);
const totalWeight = kinds.reduce((sum, kind) => sum + kind.weight, 0);
const random = seededRandom(27);
// Enough sockets that a slow answer does not hold the others back, few enough to stay cheap.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
let inFlight = 0;

function pickKind(): number {
  let draw = random() * totalWeight;
  for (const [index, kind] of kinds.entries()) {
    draw -= kind.weight;
    if (draw < 0) return index;
  }
  return kinds.length - 1;
}

const address = () =>
  random() < 0.25
    ? pick(random, NOISY_ADDRESSES)
    : `198.${18 + Math.floor(random() * 2)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`;

function send(kind: number, sent: FloodRequest) {
  inFlight += 1;
  let counted = false;
  const count = (slot: number) => {
    if (counted) return;
    counted = true;
    inFlight -= 1;
    Atomics.add(counts, kind * SLOTS + slot, 1);
  };
  const outgoing = request(
    {
      host: '127.0.0.1',
      port: input.port,
      method: sent.method,
      path: sent.path,
      agent,
      headers: {
        ...sent.headers,
        'x-forwarded-for': address(),
        ...(sent.body ? { 'content-length': sent.body.length } : {}),
      },
    },
    (incoming) => {
      incoming.resume();
      incoming.on('end', () => count(incoming.statusCode ?? NO_ANSWER));
      incoming.on('error', () => count(NO_ANSWER));
    },
  );
  outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => outgoing.destroy());
  // A refused huge body may reset the socket while it is still being written: the answer, when
  // it came first, is already counted.
  outgoing.on('error', () => count(NO_ANSWER));
  outgoing.end(sent.body);
}

const began = performance.now();
let due = 0;
const timer = setInterval(() => {
  const target = Math.floor(((performance.now() - began) * input.requestsPerSecond) / 1000);
  for (; due < target; due += 1) {
    const kind = pickKind();
    if (inFlight >= MAX_IN_FLIGHT) Atomics.add(counts, kind * SLOTS + NOT_SENT, 1);
    else send(kind, kinds[kind]?.make(random) ?? { method: 'GET', path: '/', headers: {} });
  }
}, TICK_MS);

parent.postMessage({ started: true });
parent.once('message', () => {
  clearInterval(timer);
  const drained = setInterval(() => {
    if (inFlight > 0) return;
    clearInterval(drained);
    agent.destroy();
    parent.postMessage('closed');
  }, TICK_MS);
});
