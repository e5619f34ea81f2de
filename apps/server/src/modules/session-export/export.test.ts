import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SESSION_MSG, type TSessionExportRequest } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import { sql } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { call, type Headers } from '../../../test/support/api';
import { testRetailer, type TestRetailer } from '../../../test/support/retailers';
import { insertMessage, insertSession, insertTimedSession } from '../../../test/support/sessions';
import { csvCell } from './csv';
import { EXPORT_BATCH_SIZE } from './service';

let t: TestApp;
let admin: Headers;
let shop: TestRetailer;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
  shop = await testRetailer(t, { availableFeatures: ['session_export'] });
});
afterAll(() => t.close());

const exportAs = (headers: Headers, body: Partial<TSessionExportRequest>) =>
  call(t, headers, 'POST', '/sessions/export', { action: 'download', ...body });

/** A CSV body back into rows (quoted cells with commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('csvCell', () => {
  it('neutralises formulas and quotes what needs quoting', () => {
    expect(['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-2",
      "'@cmd",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvCell('a,"b"\nc')).toBe('"a,""b""\nc"');
    expect([csvCell(-5), csvCell(null), csvCell(true)]).toEqual(['-5', '', 'true']);
  });
});

describe('POST /sessions/export', () => {
  it('refuses a day the calendar has not (2026-02-30) before the file starts', async () => {
    const res = await exportAs(shop.headers, {
      format: 'simple_list',
      timeRange: 'custom',
      endDate: '2026-02-30',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      errorMessage: MSG.calendarDate,
      fieldErrors: { endDate: MSG.calendarDate },
    });
  });

  it('streams simple_list as Parley_Data.csv with a header row and neutralised cells', async () => {
    const older = await insertTimedSession(t, shop.id, { productName: '=HYPERLINK("evil")' });
    const newer = await insertTimedSession(t, shop.id, {
      productName: 'Boots, "leather"',
      summaryStatus: 'sold',
      negotiationStatus: 'purchased',
    });
    const res = await exportAs(shop.headers, { format: 'simple_list' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Parley_Data.csv"');
    const [header, ...rows] = parseCsv(res.body);
    expect(header!.slice(0, 4)).toEqual([
      'parley_id',
      'created_at',
      'retailer_name',
      'product_name',
    ]);
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => r[0])).toEqual([newer.id, older.id]);
    expect(rows.map((r) => r[column('product_name')])).toEqual([
      'Boots, "leather"',
      `'=HYPERLINK("evil")`,
    ]);
    expect(rows[0]![column('status')]).toBe('Purchased');
  });

  it('writes one row per message in simple_message_list and one conversation per line in finetune_data', async () => {
    const retailer = await testRetailer(t);
    const session = await insertTimedSession(t, retailer.id);
    await insertMessage(t, session, { kind: 'opening', messages: ['Hi!', 'How about £170?'] });
    await insertMessage(t, session, { userMessage: '@SUM(1)', messages: ['£165 then'] });
    await insertTimedSession(t, retailer.id);

    const csv = await exportAs(admin, { format: 'simple_message_list', retailerId: retailer.id });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = parseCsv(csv.body);
    expect(header!.slice(-2)).toEqual(['user_message', 'bot_message']);
    expect(rows.map((r) => r.slice(-2))).toEqual([
      ['', 'Hi!\nHow about £170?'],
      ["'@SUM(1)", '£165 then'],
    ]);

    const jsonl = await exportAs(admin, { format: 'finetune_data', retailerId: retailer.id });
    expect(jsonl.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(jsonl.headers['content-disposition']).toBe('attachment; filename="finetune_data.jsonl"');
    const lines = jsonl.body.trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        messages: [
          { role: 'assistant', content: 'Hi!\nHow about £170?' },
          { role: 'user', content: '@SUM(1)' },
          { role: 'assistant', content: '£165 then' },
        ],
      },
    ]);
  });

  it('writes times in UTC with milliseconds, amounts as stored, and a silent bot as no line', async () => {
    const retailer = await testRetailer(t);
    const session = await insertSession(t, retailer.id, { productPrice: 199.9, quantity: 2 });
    // Microseconds the file cannot show are cut, not rounded, as a JavaScript Date would.
    await t.db.execute(
      sql`update sessions set created_at = '2024-03-04 05:06:07.891999+02' where session_id = ${session.id}`,
    );
    const said = await insertMessage(t, session, { userMessage: 'Hello', messages: [] });
    await t.db.execute(
      sql`update session_messages set created_at = '2024-03-04 03:10:00+00' where message_id = ${said.id}`,
    );

    const [header, row] = parseCsv(
      (await exportAs(admin, { format: 'simple_list', retailerId: retailer.id })).body,
    );
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('created_at')).toBe('2024-03-04T03:06:07.891Z');
    expect([cell('product_price'), cell('quantity'), cell('is_returning_user')]).toEqual([
      '199.90',
      '2',
      'false',
    ]);

    const [messageHeader, message] = parseCsv(
      (await exportAs(admin, { format: 'simple_message_list', retailerId: retailer.id })).body,
    );
    const messageCell = (name: string) => message![messageHeader!.indexOf(name)];
    expect(messageCell('message_created_at')).toBe('2024-03-04T03:10:00.000Z');
    expect(messageCell('bot_message')).toBe('');
    const jsonl = await exportAs(admin, { format: 'finetune_data', retailerId: retailer.id });
    expect(JSON.parse(jsonl.body)).toEqual({ messages: [{ role: 'user', content: 'Hello' }] });
  });

  it('pages through the database in batches without losing or repeating a row', async () => {
    const retailer = await testRetailer(t);
    const at = new Date('2024-02-01T00:00:00Z');
    // More than a batch, many sharing one moment: the keyset must order them by id too.
    const rows = Array.from({ length: EXPORT_BATCH_SIZE + 5 }, (_, i) => ({
      id: randomUUID(),
      createdAt: new Date(at.getTime() - Math.floor(i / 3) * 1000),
    }));
    const template = await insertSession(t, retailer.id);
    for (let i = 0; i < rows.length; i += 100) {
      const batch = rows
        .slice(i, i + 100)
        .map((r) => ({ ...template, ...r, updatedAt: r.createdAt }));
      await t.db.insert(sessions).values(batch);
    }
    const res = await exportAs(admin, { format: 'simple_list', retailerId: retailer.id });
    const ids = parseCsv(res.body)
      .slice(1)
      .map((r) => r[0]);
    expect(ids).toHaveLength(rows.length + 1);
    expect(new Set(ids).size).toBe(ids.length);

    // The messages of each batch go with that batch's sessions, the next batch being read ahead.
    const first = rows[0]!;
    const last = rows[rows.length - 1]!;
    await insertMessage(t, { id: first.id, retailerId: retailer.id }, { userMessage: 'first' });
    await insertMessage(t, { id: last.id, retailerId: retailer.id }, { userMessage: 'last' });
    const messages = await exportAs(admin, {
      format: 'simple_message_list',
      retailerId: retailer.id,
    });
    const said = parseCsv(messages.body)
      .slice(1)
      .map((r) => [r[0], r[8]]);
    expect(said).toEqual(
      expect.arrayContaining([
        [first.id, 'first'],
        [last.id, 'last'],
      ]),
    );
    expect(said.filter(([, text]) => text === 'first' || text === 'last')).toHaveLength(2);
  });

  it('applies the filters, and the limited-data restriction', async () => {
    const limited = await testRetailer(t, {
      availableFeatures: ['limited_data', 'session_export'],
    });
    const waiting = await insertTimedSession(t, limited.id, {
      summaryStatus: 'user_offer_available',
    });
    await insertTimedSession(t, limited.id, { summaryStatus: 'sold' });
    const ids = async (headers: Headers, body: Partial<TSessionExportRequest>) =>
      parseCsv((await exportAs(headers, { format: 'simple_list', ...body })).body)
        .slice(1)
        .map((r) => r[0]);
    expect(await ids(limited.headers, {})).toEqual([waiting.id]);
    expect(await ids(limited.headers, { summaryStatus: 'sold' })).toEqual([waiting.id]);
    expect(await ids(admin, { retailerId: limited.id, summaryStatus: 'sold' })).toHaveLength(1);
  });

  it('needs session_export for retailer users, and answers 404 for another retailer', async () => {
    const plain = await testRetailer(t);
    const refused = await exportAs(plain.headers, { format: 'simple_list' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errorMessage: SESSION_MSG.exportNotAllowed });
    const crossed = await exportAs(shop.headers, { format: 'simple_list', retailerId: plain.id });
    expect(crossed.statusCode).toBe(404);
    const bad = await exportAs(shop.headers, { format: 'xlsx' as 'simple_list' });
    expect(bad.statusCode).toBe(400);
  });
});
