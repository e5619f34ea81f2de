import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { driveShopper } from '@parley/simulator';
import type { Deps } from '../../deps';
import { recordDemoBillingHistory } from '../billing';
import { followMagicLink } from '../campaigns';
import { findRetailerRow } from '../retailers';
import { widgetStoreOf, type WidgetCall } from '../widget';
import { demoSchedule, DemoShoppers } from './demo-shoppers';
import {
  clearPendingDemoFill,
  countStoreSessions,
  findPendingDemoFill,
  findStoreLinkCode,
} from './repository';
import { SimulatedClock, SimulatedPort } from './simulated-port';

type FillDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'log' | 'priceTokens' | 'jobs'>;

/** Progress is logged each time this share of the negotiations more is made. */
const PROGRESS_STEP = 0.1;

export interface FillResult {
  /** The store's negotiations once the fill stopped. */
  sessions: number;
  /** Shoppers whose negotiation failed part-way (each logged). */
  failed: number;
  /** Whether the store has its `target` negotiations (false when stopped early). */
  complete: boolean;
}

/** The demo store's order numbers, as its shop would number them. */
const demoOrderNumber = (slot: number) => `DS-${String(slot + 1).padStart(6, '0')}`;

interface Simulation {
  deps: FillDeps;
  call: WidgetCall;
  shoppers: DemoShoppers;
  schedule: Date[];
}

/**
 * The shopper of one slot of the plan, from their visit to checkout, on a clock of their own set
 * to the slot's start; answers how many chats they opened (a failure is logged, not thrown).
 */
async function simulateShopper(simulation: Simulation, slot: number) {
  const { deps, call, shoppers, schedule } = simulation;
  const { db, config, jobs } = deps;
  const shopper = shoppers.shopper(slot);
  const start = schedule[slot];
  if (!start) throw new Error(`slot ${slot} is beyond the plan`);
  const clock = new SimulatedClock(start);
  // The server's own price tokens, as of the shopper's simulated time.
  const tokens = deps.priceTokens.withClock(clock);
  const port = new SimulatedPort(
    { db, config, jobs, clock, newSessionId: shopper.nextSessionId },
    tokens,
    call,
    shopper.visit,
    shopper.random,
  );
  try {
    const link = shopper.visit.context.magic_link;
    if (link) await followMagicLink({ db, clock }, link, { countVisit: true });
    await driveShopper(port, shopper.profile, shopper.listPrice, shopper.random, () =>
      demoOrderNumber(slot),
    );
    await port.closeOpenChats();
    return { chats: port.sessionsStarted, failed: false };
  } catch (error) {
    deps.log.warn({ err: error, slot }, 'A simulated demo negotiation failed');
    return { chats: port.sessionsStarted, failed: true };
  }
}

/**
 * Tops the store up to `target` negotiations, made by simulated shoppers through the widget
 * services over the last weeks (see demo-shoppers.ts), in the order they happened. A fill that
 * was cut short resumes where the store's negotiations end; a full store gets nothing more.
 */
export async function fillDemoNegotiations(
  deps: FillDeps,
  retailerId: string,
  target: number,
  signal?: AbortSignal,
): Promise<FillResult> {
  const { db, config, log } = deps;
  const store = await widgetStoreOf(db, await findRetailerRow(db, retailerId));
  if (!store) throw new Error(`no store ${retailerId} to fill`);
  const simulation: Simulation = {
    deps,
    call: { store, idempotency: null },
    shoppers: new DemoShoppers(
      `${config.publicUrl}/demo-store`,
      await findStoreLinkCode(db, retailerId),
    ),
    schedule: demoSchedule(target, deps.clock.now()),
  };
  const first = await countStoreSessions(db, retailerId);
  const began = Date.now();
  let sessions = first;
  let failed = 0;
  let reported = first;
  // Slot k starts the k-th negotiation in time: a restarter's later chats take the next slots.
  let slot = first;
  while (slot < target && sessions < target && !signal?.aborted) {
    // The embedded database runs on this thread: requests are answered between two shoppers.
    await nextTurnOfEventLoop();
    const outcome = await simulateShopper(simulation, slot);
    sessions += outcome.chats;
    failed += outcome.failed ? 1 : 0;
    slot += Math.max(1, outcome.chats);
    if (sessions - reported >= target * PROGRESS_STEP) {
      reported = sessions;
      const percent = Math.round((100 * sessions) / target);
      log.info(`Demo negotiations: ${percent}% (${sessions} of ${target})`);
    }
  }
  if (sessions > first) {
    const seconds = Math.round((Date.now() - began) / 1000);
    log.info({ made: sessions - first, failed, seconds }, 'Demo negotiations made');
  }
  return { sessions, failed, complete: sessions >= target };
}

/** The job that makes the demo store's simulated negotiations. */
export const DEMO_FILL_JOB = 'demo.fill';

/**
 * The demo store's simulated negotiations, made by a job: in the background, so the server
 * answers at once, with progress in the log. Every start asks for the job when the start that
 * created the demo store left its fill pending (DEMO_NEGOTIATIONS; 0 makes none), and its once-key
 * makes it one job however many processes ask. A process that stops gives it back and the next
 * one tops up what is missing; a failure is retried a few times, then left in the log.
 */
export function defineDemoFill(deps: FillDeps & Pick<Deps, 'jobs'>) {
  deps.jobs.define(DEMO_FILL_JOB, {
    maxAttempts: 5,
    backoffSeconds: 60,
    maxBackoffSeconds: 600,
    async handler(payload, job) {
      const retailerId = String(payload.retailerId);
      const target = deps.config.demoNegotiations;
      if ((await findPendingDemoFill(deps.db)) !== retailerId) return;
      deps.log.info(
        `Filling the demo store with ${target} simulated negotiations in the background`,
      );
      const result = await fillDemoNegotiations(deps, retailerId, target, job.signal);
      // Stopped: given back, the next process tops up. Otherwise it is done, as far as the demo
      // shoppers go: the console stops saying it is being filled.
      job.signal.throwIfAborted();
      if (!result.complete) {
        deps.log.warn({ made: result.sessions, target }, 'The demo fill ended short of its target');
      }
      // Its plan's history: the cycles its negotiations span, closed with their charges.
      await recordDemoBillingHistory(deps, retailerId);
      await clearPendingDemoFill(deps.db);
    },
  });
}

/** Asks for the demo fill's job if a fill is pending (once-key: one job however many ask). */
export async function requestPendingDemoFill(deps: Pick<Deps, 'db' | 'config' | 'jobs'>) {
  if (deps.config.demoNegotiations === 0) return;
  const retailerId = await findPendingDemoFill(deps.db);
  if (!retailerId) return;
  await deps.jobs.send(
    DEMO_FILL_JOB,
    { retailerId },
    { onceKey: `${DEMO_FILL_JOB}:${retailerId}` },
  );
}
