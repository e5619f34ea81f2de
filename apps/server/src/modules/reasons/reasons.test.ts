import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, REASON_TEXT_MAX_LENGTH, ZReason, ZReasonListResponse } from '@parley/contract';
import { reasons } from '../../db/schema';
import type { TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { call, expectRefused, type Headers } from '../../../test/support/api';
import { HOSTILE_STRINGS } from '../../../test/support/hostile-html';
import {
  createReason,
  insertReason,
  listReasons,
  reasonRequests,
} from '../../../test/support/reasons';
import { refusedFields } from '../../../test/support/rules';
import { startWithAdminAndShops } from '../../../test/support/start';
import { testRetailer, type TestRetailer } from '../../../test/support/retailers';
import { cleanReasonText } from './sanitise';
import { findQuotableReasons } from './statements';

let t: TestApp;
let admin: Headers;
let shop: TestRetailer;
let other: TestRetailer;
const EDITING = { availableFeatures: ['reasons_editing' as const] };
beforeAll(async () => ({ t, admin, shop, other } = await startWithAdminAndShops(EDITING)));
afterAll(() => t.close());

const own = (reason_text: string, extra: object = {}) => ({
  context: 'reasons',
  retailer_id: shop.id,
  reason_text,
  ...extra,
});
const global = (reason_text: string, extra: object = {}) => ({
  context: 'admin:global',
  reason_text,
  ...extra,
});
const rowOf = async (reasonId: string) =>
  (await t.db.select().from(reasons).where(eq(reasons.id, reasonId)))[0]!;

describe("a retailer's own reasons", () => {
  it('are written only with the reasons_editing feature (403), by administrators too', async () => {
    const plain = await testRetailer(t);
    const existing = await insertReason(t.db, plain.id, { reasonText: 'Made in Leeds.' });
    const before = await snapshotTables(t.db);
    const refusals = [
      await call(t, plain.headers, 'POST', '/reasons', {
        context: 'reasons',
        retailer_id: plain.id,
        reason_text: 'Hand-finished.',
      }),
      await call(t, admin, 'POST', '/reasons', {
        context: 'reasons',
        retailer_id: plain.id,
        reason_text: 'Hand-finished.',
      }),
      await call(t, plain.headers, 'PUT', `/reasons/${existing}`, {
        context: 'reasons',
        active: true,
      }),
      await call(t, plain.headers, 'PUT', `/reasons/${existing}`, {
        context: 'reasons',
        reason_text: 'Hand-finished.',
      }),
      await call(t, plain.headers, 'DELETE', `/reasons/${existing}?context=reasons`),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ errorMessage: MSG.brandStatementsNotEnabled });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    // Reading needs no feature: the bot may already quote them.
    const read = await call(
      t,
      plain.headers,
      'GET',
      `/reasons?context=reasons&retailer_id=${plain.id}`,
    );
    expect(read.statusCode).toBe(200);
  });

  it('creates a reason inactive unless asked, and reads it back', async () => {
    const off = await createReason(t, shop.headers, own('Made by hand in Devon.'));
    expect(ZReason.parse(off)).toMatchObject({
      retailer_id: shop.id,
      reason_text: 'Made by hand in Devon.',
      reason_active: false,
    });
    const on = await createReason(t, shop.headers, own('Family run since 1921.', { active: true }));
    expect(on.reason_active).toBe(true);
    const read = await call(t, shop.headers, 'GET', `/reasons/${off.reason_id}?context=reasons`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(off);
  });

  it("puts a retailer user's reason in their own store when the body names none", async () => {
    const reason = await createReason(t, shop.headers, {
      context: 'reasons',
      reason_text: 'Sourced locally.',
    });
    expect(reason.retailer_id).toBe(shop.id);
    // An administrator must say which store.
    expect(
      await refusedFields(t, admin, 'POST', '/reasons', {
        context: 'reasons',
        reason_text: 'x',
      }),
    ).toEqual({ retailer_id: MSG.required });
  });

  it('lists the live reasons of one store, newest first', async () => {
    const fresh = await testRetailer(t, EDITING);
    const first = await createReason(t, fresh.headers, ownOf(fresh.id, 'First statement here.'));
    t.clock.advance(1);
    const second = await createReason(t, fresh.headers, ownOf(fresh.id, 'Second statement.'));
    t.clock.advance(1);
    const gone = await createReason(t, fresh.headers, ownOf(fresh.id, 'Deleted statement.'));
    await insertReason(t.db, other.id);
    await insertReason(t.db, null);
    expect(
      (await call(t, fresh.headers, 'DELETE', `/reasons/${gone.reason_id}?context=reasons`))
        .statusCode,
    ).toBe(200);
    const res = await call(
      t,
      fresh.headers,
      'GET',
      `/reasons?context=reasons&retailer_id=${fresh.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(ZReasonListResponse.parse(res.json()).reasons.map((r) => r.reason_id)).toEqual([
      second.reason_id,
      first.reason_id,
    ]);
    expect(await listReasons(t, admin, 'reasons', fresh.id)).toEqual(
      res.json<{ reasons: [] }>().reasons,
    );
  });

  it('saves the text and keeps active unless the save says', async () => {
    const reason = await createReason(t, shop.headers, own('Old text.', { active: true }));
    t.clock.advance(5);
    const saved = await call(
      t,
      shop.headers,
      'PUT',
      `/reasons/${reason.reason_id}`,
      own('New text.'),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ reason_text: 'New text.', reason_active: true });
    expect(saved.json<{ updated_at: string }>().updated_at).not.toBe(reason.updated_at);
    const off = await call(
      t,
      shop.headers,
      'PUT',
      `/reasons/${reason.reason_id}`,
      own('New text.', { active: false }),
    );
    expect(off.json()).toMatchObject({ reason_active: false });
  });

  it('switches a reason on and off from the list', async () => {
    const reason = await createReason(t, shop.headers, own('Switch me.'));
    for (const active of [true, false, true]) {
      const res = await call(t, shop.headers, 'PUT', `/reasons/${reason.reason_id}`, {
        context: 'reasons',
        active,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ reason_text: 'Switch me.', reason_active: active });
      expect((await rowOf(reason.reason_id)).active).toBe(active);
    }
  });

  it('deletes softly: the reason leaves every list and every call, and its row stays', async () => {
    const reason = await createReason(t, shop.headers, own('Soon gone.', { active: true }));
    const url = `/reasons/${reason.reason_id}`;
    const res = await call(t, shop.headers, 'DELETE', `${url}?context=reasons`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    const row = await rowOf(reason.reason_id);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.active).toBe(false);
    expect(
      (await listReasons(t, shop.headers, 'reasons', shop.id)).map((r) => r.reason_id),
    ).not.toContain(reason.reason_id);
    const before = await snapshotTables(t.db);
    const again = [
      ['GET', `${url}?context=reasons`, undefined],
      ['PUT', url, { context: 'reasons', active: true }],
      ['PUT', url, own('Back again.')],
      ['DELETE', `${url}?context=reasons`, undefined],
    ] as const;
    await expectRefused(t, shop.headers, again, 404, MSG.notFound);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("answers another retailer's reason like a missing one, and changes nothing", async () => {
    const theirs = await insertReason(t.db, other.id, { reasonText: 'Theirs.' });
    const before = await snapshotTables(t.db);
    const requests = [
      ...reasonRequests(theirs, other.id),
      ...reasonRequests(randomUUID(), shop.id).slice(1, 5),
      // The caller's own retailer in the body does not open another retailer's reason.
      ['PUT', `/reasons/${theirs}`, own('Mine now.')] as const,
    ];
    await expectRefused(t, shop.headers, requests, 404, MSG.notFound);
    // Nor does an administrator move a reason to another retailer.
    const moved = await call(t, admin, 'PUT', `/reasons/${theirs}`, own('Moved.'));
    expect(moved.statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("serves an administrator any store's reasons", async () => {
    const store = await testRetailer(t, EDITING);
    const theirs = await insertReason(t.db, store.id, { reasonText: 'Theirs.' });
    for (const [method, url, payload] of reasonRequests(theirs, store.id)) {
      const res = await call(t, admin, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(200);
    }
  });
});

describe('global reasons', () => {
  it('are kept by administrators', async () => {
    const reason = await createReason(t, admin, global('Prices are set by the store.'));
    expect(reason).toMatchObject({ retailer_id: null, reason_active: false });
    // A retailer named in the body does not make a global reason a retailer's.
    const named = await createReason(t, admin, global('Named.', { retailer_id: shop.id }));
    expect(named.retailer_id).toBeNull();
    const url = `/reasons/${reason.reason_id}`;
    expect((await call(t, admin, 'GET', `${url}?context=admin:global`)).statusCode).toBe(200);
    const saved = await call(t, admin, 'PUT', url, global('Every offer is honoured.'));
    expect(saved.json()).toMatchObject({ reason_text: 'Every offer is honoured.' });
    const on = await call(t, admin, 'PUT', url, { context: 'admin:global', active: true });
    expect(on.json()).toMatchObject({ reason_active: true });
    const listed = await listReasons(t, admin, 'admin:global');
    expect(listed.map((r) => r.reason_id)).toContain(reason.reason_id);
    expect(listed.every((r) => r.retailer_id === null)).toBe(true);
    expect((await call(t, admin, 'DELETE', `${url}?context=admin:global`)).json()).toEqual({
      deleted: 1,
    });
  });

  it('answer 403 to retailer users on every route, and change nothing', async () => {
    const reason = await insertReason(t.db, null);
    const url = `/reasons/${reason}`;
    const before = await snapshotTables(t.db);
    const requests = [
      ['GET', '/reasons?context=admin:global', undefined],
      ['POST', '/reasons', global('Mine.')],
      ['GET', `${url}?context=admin:global`, undefined],
      ['PUT', url, global('Mine.')],
      ['PUT', url, { context: 'admin:global', active: true }],
      ['DELETE', `${url}?context=admin:global`, undefined],
    ] as const;
    await expectRefused(t, shop.headers, requests, 403, MSG.forbidden);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("are not in a retailer's list, and a retailer's reason is not in theirs", async () => {
    const globalReason = await insertReason(t.db, null);
    const shopReason = await insertReason(t.db, shop.id);
    for (const [headers, url] of [
      [shop.headers, `/reasons/${globalReason}?context=reasons`],
      [admin, `/reasons/${globalReason}?context=reasons`],
      [admin, `/reasons/${shopReason}?context=admin:global`],
    ] as const) {
      expect((await call(t, headers, 'GET', url)).statusCode, url).toBe(404);
    }
  });

  it('stand in for a store that has no active reason of its own', async () => {
    const fresh = await testRetailer(t, EDITING);
    await insertReason(t.db, null, { reasonText: 'Global and on.', active: true });
    const quotable = async () =>
      (await findQuotableReasons(t.db, fresh.id)).map((reason) => reason.text);
    const globals = await quotable();
    expect(globals).toContain('Global and on.');
    await insertReason(t.db, fresh.id, { reasonText: 'Off.', active: false });
    expect(await quotable()).toEqual(globals);
    await insertReason(t.db, fresh.id, { reasonText: 'Our own.', active: true });
    expect(await quotable()).toEqual(['Our own.']);
  });
});

describe('the text of a reason', () => {
  it('is stored as plain text: tags removed, entities decoded', async () => {
    const reason = await createReason(
      t,
      shop.headers,
      own('<p><b>Hand</b> made &amp; <script>alert(1)</script>proud</p>'),
    );
    expect(reason.reason_text).toBe('Hand made & proud');
    expect((await rowOf(reason.reason_id)).reasonText).toBe('Hand made & proud');
  });

  it('must say something once cleaned, within 180 characters (422), on create and save', async () => {
    const reason = await createReason(t, shop.headers, own('Fine.'));
    const exactly = 'x'.repeat(REASON_TEXT_MAX_LENGTH);
    expect((await createReason(t, shop.headers, own(`<b>${exactly}</b>`))).reason_text).toBe(
      exactly,
    );
    const before = await snapshotTables(t.db);
    for (const [text, message] of [
      ['<b></b> <i> </i>', MSG.reasonTextEmptyAfterCleaning],
      ['<script>only code</script>', MSG.reasonTextEmptyAfterCleaning],
      [`<b>${exactly}y</b>`, MSG.reasonTooLongAfterCleaning(REASON_TEXT_MAX_LENGTH)],
      [`${'&amp;'.repeat(130)}${'x'.repeat(60)}`, MSG.reasonTooLongAfterCleaning(180)],
    ] as const) {
      for (const [method, url] of [
        ['POST', '/reasons'],
        ['PUT', `/reasons/${reason.reason_id}`],
      ] as const) {
        const res = await call(t, shop.headers, method, url, own(text));
        expect(res.statusCode, `${method} ${text}`).toBe(422);
        expect(res.json()).toEqual({ errorMessage: message });
      }
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('is stored as its cleaned text for hostile HTML, or refused when nothing is left', async () => {
    for (const input of HOSTILE_STRINGS.filter((_, index) => index % 8 === 0)) {
      const res = await call(t, shop.headers, 'POST', '/reasons', own(input));
      const clean = cleanReasonText(input);
      if (clean === '') {
        expect(res.json(), input).toEqual({ errorMessage: MSG.reasonTextEmptyAfterCleaning });
      } else {
        expect(res.statusCode, input).toBe(200);
        expect(res.json<{ reason_text: string }>().reason_text).toBe(clean);
      }
    }
  });
});

describe('validation', () => {
  it('names every refused field with its message', async () => {
    const reason = await createReason(t, shop.headers, own('Valid.'));
    const cases: [method: 'POST' | 'PUT', payload: object, errors: Record<string, string>][] = [
      ['POST', { context: 'reasons', retailer_id: shop.id }, { reason_text: MSG.required }],
      ['POST', own(''), { reason_text: MSG.required }],
      ['POST', own('   '), { reason_text: MSG.required }],
      [
        'POST',
        own('x'.repeat(REASON_TEXT_MAX_LENGTH * 4 + 1)),
        { reason_text: MSG.maxLength(180) },
      ],
      ['POST', { reason_text: 'x' }, { context: MSG.required }],
      ['POST', { context: 'everything', reason_text: 'x' }, { context: MSG.required }],
      ['POST', own('x', { retailer_id: 'not-a-uuid' }), { retailer_id: MSG.notFound }],
      // A save whose text was emptied is refused, not taken for the list's switch.
      ['PUT', own('', { active: true }), { reason_text: MSG.required }],
      ['PUT', { context: 'reasons' }, { active: MSG.required }],
    ];
    const before = await snapshotTables(t.db);
    for (const [method, payload, errors] of cases) {
      const url = method === 'POST' ? '/reasons' : `/reasons/${reason.reason_id}`;
      const fields = await refusedFields(t, shop.headers, method, url, payload);
      expect(fields, JSON.stringify(payload)).toMatchObject(errors);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('refuses a list without its retailer, and malformed ids', async () => {
    for (const [url, field, message] of [
      ['/reasons?context=reasons', 'retailer_id', MSG.required],
      ['/reasons?context=reasons&retailer_id=nope', 'retailer_id', MSG.notFound],
      ['/reasons?retailer_id=' + shop.id, 'context', MSG.required],
      ['/reasons/not-a-uuid?context=reasons', 'reasonId', MSG.notFound],
    ] as const) {
      const res = await call(t, shop.headers, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field], url).toBe(
        message,
      );
    }
    const unauthenticated = await call(
      t,
      {},
      'GET',
      `/reasons?context=reasons&retailer_id=${shop.id}`,
    );
    expect(unauthenticated.statusCode).toBe(401);
  });
});

const ownOf = (retailerId: string, reason_text: string) => ({
  context: 'reasons',
  retailer_id: retailerId,
  reason_text,
});
