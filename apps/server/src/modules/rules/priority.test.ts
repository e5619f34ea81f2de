import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type TRule } from '@parley/contract';
import { rules } from '../../db/schema';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import { call, type Headers } from '../../../test/support/api';
import { retailerWithUser } from '../../../test/support/retailers';
import {
  algorithmRule,
  createRule,
  listRules,
  order,
  storeRule,
} from '../../../test/support/rules';

let t: TestApp;
let admin: Headers;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

/** A retailer with rules A, B, C… at priorities 1, 2, 3… */
async function shopWithRules(count: number) {
  const shop = await retailerWithUser(t);
  const created: TRule[] = [];
  for (let i = 0; i < count; i++) {
    const name = String.fromCharCode(65 + i);
    created.push(await createRule(t, shop.headers, storeRule(shop.id, { name })));
  }
  const byName = Object.fromEntries(created.map((rule) => [rule.name, rule.rule_id]));
  const patch = (name: string, body: object) =>
    call(t, shop.headers, 'PUT', `/rules/${byName[name]}`, { context: 'ruleset', ...body });
  const ruleset = async () => order(await listRules(t, shop.headers, 'ruleset', shop.id));
  return { ...shop, byName, patch, ruleset };
}

/** Every live priority of the scope, sorted: unique and 1..n when the scope is sound. */
async function storedPriorities(where: ReturnType<typeof and>) {
  const rows = await t.db
    .select({ priority: rules.priority })
    .from(rules)
    .where(and(where, isNull(rules.deletedAt)));
  return rows.map((row) => row.priority).sort((a, b) => a - b);
}
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('reordering', () => {
  it('gives the rule the priority of the row it is dropped onto and shifts the rules between', async () => {
    const shop = await shopWithRules(5);
    const up = await shop.patch('D', { priority: 2 });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ name: 'D', priority: 2 });
    expect(await shop.ruleset()).toEqual(['1:A', '2:D', '3:B', '4:C', '5:E']);

    const down = await shop.patch('A', { priority: 4 });
    expect(down.statusCode, down.body).toBe(200);
    expect(await shop.ruleset()).toEqual(['1:D', '2:B', '3:C', '4:A', '5:E']);

    expect((await shop.patch('E', { priority: 1 })).statusCode).toBe(200);
    expect((await shop.patch('E', { priority: 5 })).statusCode).toBe(200);
    expect((await shop.patch('C', { priority: 3 })).statusCode).toBe(200);
    expect(await shop.ruleset()).toEqual(['1:D', '2:B', '3:C', '4:A', '5:E']);
  });

  it('refuses to move an archived rule, to drop onto one, or to go past the last rule', async () => {
    const shop = await shopWithRules(4);
    expect((await shop.patch('C', { archived: true })).statusCode).toBe(200);
    const before = await shop.ruleset();

    const moveArchived = await shop.patch('C', { priority: 1 });
    expect(moveArchived.statusCode).toBe(422);
    expect(moveArchived.json()).toEqual({ errorMessage: MSG.archivedRuleNotMoved });

    const ontoArchived = await shop.patch('A', { priority: 3 });
    expect(ontoArchived.statusCode).toBe(422);
    expect(ontoArchived.json()).toEqual({ errorMessage: MSG.ruleNotMovedOntoArchived });

    const beyond = await shop.patch('A', { priority: 5 });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json()).toEqual({ errorMessage: MSG.rulePriorityBeyondLast });
    expect(await shop.ruleset()).toEqual(before);

    // Moving past an archived rule shifts it with the others: it keeps its place among them.
    expect((await shop.patch('D', { priority: 1 })).statusCode).toBe(200);
    expect(await shop.ruleset()).toEqual(['1:D', '2:A', '3:B']);
    expect(order(await listRules(t, shop.headers, 'archive', shop.id))).toEqual(['4:C']);
  });

  it('refuses priorities that are not whole numbers of at least 1', async () => {
    const shop = await shopWithRules(2);
    for (const priority of [0, -1, 1.5, '2', null]) {
      const res = await shop.patch('A', { priority });
      expect(res.statusCode, String(priority)).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty(
        'priority',
      );
    }
  });

  it('keeps priorities unique and gap-free under ten concurrent reorders', async () => {
    const shop = await shopWithRules(8);
    const names = Object.keys(shop.byName);
    const moves = Array.from({ length: 10 }, (_, i) => ({
      name: names[(i * 3) % names.length]!,
      priority: ((i * 5) % names.length) + 1,
    }));
    const results = await Promise.all(
      moves.map((m) => shop.patch(m.name, { priority: m.priority })),
    );
    expect(results.map((res) => res.statusCode)).toEqual(moves.map(() => 200));
    expect(await storedPriorities(eq(rules.retailerId, shop.id))).toEqual(oneToN(8));
    const listed = await listRules(t, shop.headers, 'ruleset', shop.id);
    expect(new Set(listed.map((rule) => rule.name)).size).toBe(8);
  });

  it('keeps priorities unique under concurrent creates, reorders and deletes', async () => {
    const shop = await shopWithRules(6);
    const work = [
      ...Array.from({ length: 4 }, (_, i) =>
        call(t, shop.headers, 'POST', '/rules', storeRule(shop.id, { name: `New ${i}` })),
      ),
      shop.patch('A', { priority: 6 }),
      shop.patch('F', { priority: 1 }),
      shop.patch('C', { priority: 2 }),
      call(t, shop.headers, 'DELETE', `/rules/${shop.byName.B}?context=ruleset`),
      call(t, shop.headers, 'DELETE', '/rules', {
        ids: [shop.byName.D, shop.byName.E],
        context: 'ruleset',
      }),
    ];
    const results = await Promise.all(work);
    // A reorder may lose its target to a concurrent delete; nothing else may fail.
    for (const res of results) expect([200, 422]).toContain(res.statusCode);
    expect(results.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(6);
    const live = await listRules(t, shop.headers, 'ruleset', shop.id);
    expect(await storedPriorities(eq(rules.retailerId, shop.id))).toEqual(oneToN(live.length));
    expect(live.map((r) => r.name).sort()).toEqual(
      ['A', 'C', 'F', 'New 0', 'New 1', 'New 2', 'New 3'].sort(),
    );
  });

  it('reorders the algorithm rules as one list, concurrently too', async () => {
    const shop = await retailerWithUser(t);
    const created: TRule[] = [];
    for (let i = 0; i < 6; i++) {
      const forShop = i % 2 === 1;
      created.push(
        await createRule(
          t,
          admin,
          algorithmRule({
            name: `Algorithm ${i}`,
            ...(forShop ? { match_type: 'retailer', retailer_id: shop.id } : {}),
          }),
        ),
      );
    }
    const total = created.at(-1)!.priority;
    const moves = Array.from({ length: 10 }, (_, i) =>
      call(t, admin, 'PUT', `/rules/${created[i % 6]!.rule_id}`, {
        context: 'admin:algorithm',
        priority: ((i * 4 + 3) % total) + 1,
      }),
    );
    const results = await Promise.all(moves);
    expect(results.map((res) => res.statusCode)).toEqual(results.map(() => 200));
    expect(await storedPriorities(eq(rules.kind, 'algorithm'))).toEqual(oneToN(total));

    const last = created[5]!;
    const first = await call(t, admin, 'PUT', `/rules/${last.rule_id}`, {
      context: 'admin:algorithm',
      priority: 1,
    });
    expect(first.json()).toMatchObject({ priority: 1 });
    expect((await listRules(t, admin, 'admin:algorithm'))[0]?.rule_id).toBe(last.rule_id);
  });
});

describe('deleting keeps the scope gap-free', () => {
  it('moves the rules after a deleted rule up one, and puts new rules after the last', async () => {
    const shop = await shopWithRules(4);
    const res = await call(t, shop.headers, 'DELETE', `/rules/${shop.byName.B}?context=ruleset`);
    expect(res.statusCode).toBe(200);
    expect(await shop.ruleset()).toEqual(['1:A', '2:C', '3:D']);
    const next = await createRule(t, shop.headers, storeRule(shop.id, { name: 'E' }));
    expect(next.priority).toBe(4);
    const batch = await call(t, shop.headers, 'DELETE', '/rules', {
      ids: [shop.byName.A, shop.byName.D],
    });
    expect(batch.json()).toEqual({ deleted: 2 });
    expect(await shop.ruleset()).toEqual(['1:C', '2:E']);
  });
});
