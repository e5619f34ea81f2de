import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_REACTIONS, type TUserReaction } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sessionMessages, sessions } from '../../db/schema';
import { testRetailer } from '../../../test/support/retailers';
import { insertMessage, insertSession } from '../../../test/support/sessions';

/**
 * sessions.first_message_at and last_message_at are kept by the trigger session_messages_span
 * (migration 0007): after any writes to session_messages they must equal the earliest and the
 * latest created_at of the session's messages, recomputed from the rows. Their reaction counts
 * (session_messages_reactions, migration 0008) likewise.
 */
let t: TestApp;
let retailerId: string;
beforeAll(async () => {
  t = await createTestApp();
  retailerId = (await testRetailer(t)).id;
});
afterAll(() => t.close());

const BASE = Date.UTC(2024, 0, 10);
const at = (minute: number) => new Date(BASE + minute * 60_000);

type Op =
  | { kind: 'insert'; session: number; minute: number; reaction: TUserReaction | null }
  | { kind: 'move'; message: number; minute: number }
  | { kind: 'reassign'; message: number; session: number }
  | { kind: 'react'; message: number; reaction: TUserReaction | null }
  | { kind: 'delete'; message: number };

const SESSIONS = 3;
const session = fc.integer({ min: 0, max: SESSIONS - 1 });
const minute = fc.integer({ min: 0, max: 120 });
const message = fc.nat();
const reaction = fc.option(fc.constantFrom(...USER_REACTIONS));
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('insert' as const), session, minute, reaction }),
  },
  fc.record({ kind: fc.constant('move' as const), message, minute }),
  fc.record({ kind: fc.constant('reassign' as const), message, session }),
  fc.record({ kind: fc.constant('react' as const), message, reaction }),
  fc.record({ kind: fc.constant('delete' as const), message }),
);

// Positions unique across the run: messages move between sessions (session_messages_position).
let position = 0;

async function apply(ids: string[], ops: Op[]) {
  for (const o of ops) {
    if (o.kind === 'insert') {
      await t.db.insert(sessionMessages).values({
        sessionId: ids[o.session]!,
        retailerId,
        position: position++,
        kind: 'message',
        messages: ['Hello there'],
        interactionData: {},
        createdAt: at(o.minute),
        userReaction: o.reaction,
      });
      continue;
    }
    const existing = await t.db
      .select({ id: sessionMessages.id })
      .from(sessionMessages)
      .where(inArray(sessionMessages.sessionId, ids))
      .orderBy(sessionMessages.id);
    const target = existing[o.message % Math.max(1, existing.length)];
    if (!target) continue;
    const byId = eq(sessionMessages.id, target.id);
    if (o.kind === 'move') {
      await t.db
        .update(sessionMessages)
        .set({ createdAt: at(o.minute) })
        .where(byId);
    } else if (o.kind === 'reassign') {
      await t.db.update(sessionMessages).set({ sessionId: ids[o.session]! }).where(byId);
    } else if (o.kind === 'react') {
      await t.db.update(sessionMessages).set({ userReaction: o.reaction }).where(byId);
    } else {
      await t.db.delete(sessionMessages).where(byId);
    }
  }
}

/** The kept span next to the span recomputed from the messages, per session. */
async function spans(ids: string[]) {
  const kept = await t.db
    .select({ id: sessions.id, first: sessions.firstMessageAt, last: sessions.lastMessageAt })
    .from(sessions)
    .where(inArray(sessions.id, ids));
  const counted = await t.db
    .select({
      id: sessionMessages.sessionId,
      first: sql<string>`min(${sessionMessages.createdAt})`.mapWith(sessionMessages.createdAt),
      last: sql<string>`max(${sessionMessages.createdAt})`.mapWith(sessionMessages.createdAt),
    })
    .from(sessionMessages)
    .where(inArray(sessionMessages.sessionId, ids))
    .groupBy(sessionMessages.sessionId);
  return ids.map((id) => {
    const k = kept.find((row) => row.id === id);
    const c = counted.find((row) => row.id === id);
    return {
      kept: [k?.first?.toISOString() ?? null, k?.last?.toISOString() ?? null],
      counted: [c?.first?.toISOString() ?? null, c?.last?.toISOString() ?? null],
    };
  });
}

/** The reaction counts kept on each session next to those counted from its messages. */
async function reactionCounts(ids: string[]) {
  const kept = await t.db
    .select({
      id: sessions.id,
      sad: sessions.sadReactions,
      heart: sessions.heartReactions,
      angry: sessions.angryReactions,
      thinking: sessions.thinkingReactions,
    })
    .from(sessions)
    .where(inArray(sessions.id, ids));
  const rows = await t.db
    .select({ id: sessionMessages.sessionId, reaction: sessionMessages.userReaction })
    .from(sessionMessages)
    .where(inArray(sessionMessages.sessionId, ids));
  return ids.map((id) => {
    const k = kept.find((row) => row.id === id)!;
    const counts = { sad: k.sad, heart: k.heart, angry: k.angry, thinking: k.thinking };
    const counted = Object.fromEntries(
      USER_REACTIONS.map((r) => [r, rows.filter((m) => m.id === id && m.reaction === r).length]),
    );
    return { kept: counts, counted };
  });
}

describe('the messages span kept on sessions', () => {
  it('equals the earliest and latest message after random inserts, updates and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 12 }), async (ops) => {
        const ids: string[] = [];
        for (let i = 0; i < SESSIONS; i++) {
          ids.push((await insertSession(t, retailerId, { createdAt: at(0) })).id);
        }
        await apply(ids, ops);
        for (const span of await spans(ids)) expect(span.kept).toEqual(span.counted);
        // The reaction counts of the dashboard's feedback are kept by the same kind of trigger.
        for (const count of await reactionCounts(ids)) expect(count.kept).toEqual(count.counted);
      }),
      { numRuns: 40 },
    );
  });

  it('is empty without messages and follows the session being deleted', async () => {
    const s = await insertSession(t, retailerId, { createdAt: at(0) });
    expect((await spans([s.id]))[0]!.kept).toEqual([null, null]);
    await insertMessage(t, { id: s.id, retailerId }, { createdAt: at(5) });
    await insertMessage(t, { id: s.id, retailerId }, { createdAt: at(2) });
    expect((await spans([s.id]))[0]!.kept).toEqual([at(2).toISOString(), at(5).toISOString()]);
    await t.db.delete(sessions).where(eq(sessions.id, s.id));
    const left = await t.db
      .select({ id: sessionMessages.id })
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, s.id));
    expect(left).toEqual([]);
  });
});
