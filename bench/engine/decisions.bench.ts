/**
 * Engine decisions per second, in-process, per algorithm version: (a) the pure negotiation core
 * (startNegotiation, then respondToBid per bid) over random rules and bids, and (b) full
 * conversation turns (answerShopper: language understanding, the negotiation and the reply) over
 * the texts simulated shoppers of every population typed. Each pass is timed whole; the table
 * shows the median pass after a warm-up, the versions taking turns so that load drifts evenly.
 *
 *   npm run bench:engine -w @parley/bench
 *
 * Settings: BENCH_NEGOTIATIONS (core negotiations per version, 3000), BENCH_SHOPPERS (simulated
 * shoppers per version, 600), BENCH_ROUNDS (timed passes, 15).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { ALGORITHM_VERSIONS, type TAlgorithmVersion } from '@parley/contract';
import { answerShopper, respondToBid, startNegotiation } from '@parley/engine';
import { randomNegotiations, type ScriptedNegotiation } from './random-negotiations';
import { recordChats, type RecordedChat } from './recorded-chats';
import { seededRandom } from '../seeded-random';

const NEGOTIATIONS = Number(process.env.BENCH_NEGOTIATIONS ?? 3000);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 600);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const WARM_UP_ROUNDS = 5;

/** Prices the bot named, summed, so that no call's result is left unused. */
let sink = 0;

/** Plays every script to its deal or end; answers the number of decisions taken. */
function playCore(negotiations: readonly ScriptedNegotiation[]): number {
  let decisions = 0;
  for (const { setup, bids } of negotiations) {
    let state = startNegotiation(setup);
    for (const bid of bids) {
      if (state.phase === 'deal' || state.phase === 'ended') break;
      const turn = respondToBid(setup, state, bid);
      state = turn.state;
      sink += turn.decision.price;
      decisions += 1;
    }
  }
  return decisions;
}

/** Replays every recorded chat from its opening; answers the number of turns taken. */
function playChats(chats: readonly RecordedChat[]): number {
  let turns = 0;
  for (const { setup, opening, texts } of chats) {
    let state = opening;
    for (const text of texts) {
      const turn = answerShopper(setup, state, text);
      state = turn.state;
      sink += turn.summary.currentPrice;
      turns += 1;
    }
  }
  return turns;
}

/** Microseconds per decision of each timed pass. */
function timePass(play: () => number): number {
  const started = performance.now();
  const decisions = play();
  return ((performance.now() - started) * 1000) / decisions;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

interface Workload {
  version: TAlgorithmVersion;
  core: () => number;
  chats: () => number;
  coreDecisions: number;
  chatTurns: number;
  coreMicros: number[];
  chatMicros: number[];
}

const loadBefore = loadavg()[0] ?? NaN;
const workloads: Workload[] = [];
for (const version of ALGORITHM_VERSIONS) {
  const negotiations = randomNegotiations(seededRandom(7), version, NEGOTIATIONS);
  const chats = await recordChats(version, SHOPPERS);
  const core = () => playCore(negotiations);
  const replay = () => playChats(chats);
  workloads.push({
    version,
    core,
    chats: replay,
    coreDecisions: core(),
    chatTurns: replay(),
    coreMicros: [],
    chatMicros: [],
  });
}
for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
  for (const workload of workloads) {
    const core = timePass(workload.core);
    const chats = timePass(workload.chats);
    if (round < WARM_UP_ROUNDS) continue;
    workload.coreMicros.push(core);
    workload.chatMicros.push(chats);
  }
}
const loadAfter = loadavg()[0] ?? NaN;

const rows = workloads.map((workload) => {
  const core = median(workload.coreMicros);
  const turn = median(workload.chatMicros);
  return [
    workload.version,
    (1e6 / core).toFixed(0),
    core.toFixed(2),
    (1e6 / turn).toFixed(0),
    turn.toFixed(1),
    `${(turn / core).toFixed(0)}×`,
  ];
});
const header = [
  'version',
  'core decisions/s',
  'core µs / decision',
  'conversation turns/s',
  'conversation µs / turn',
  'turn / core decision',
];
const table = [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`);
const sizes = workloads
  .map((w) => `${w.version}: ${w.coreDecisions} core decisions, ${w.chatTurns} chat turns`)
  .join('; ');

process.stdout.write(
  `Engine decisions, Node ${process.version}, median of ${ROUNDS} passes after ${WARM_UP_ROUNDS} warm-up passes.\n` +
    `Per pass: ${sizes}.\n\n${table.join('\n')}\n\n` +
    `Load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after. (checksum ${sink.toFixed(0)})\n`,
);
