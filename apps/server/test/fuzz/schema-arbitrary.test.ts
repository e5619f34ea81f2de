import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ZReasonSaveRequest,
  ZRetailerSettingsRequest,
  ZSaveProductRequest,
} from '@parley/contract';
import { encodeBody, raw, toJsonText, wrongType } from './hostile';
import { arbitraryFor, type JsonSchema } from './schema-arbitrary';

const pools = { uuids: ['6f1c2b7e-8c1d-4f7a-9b2e-3d4c5b6a7980'] };
const sample = (schema: JsonSchema, runs = 200) => fc.sample(arbitraryFor(schema, pools), runs);
/** The JSON Schema the OpenAPI document carries for a zod schema (same target, 3.0). */
const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;

describe('JSON Schema → fast-check', () => {
  it('keeps to bounds, enums, formats and required keys', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string', minLength: 2, maxLength: 5 },
        kind: { type: 'string', enum: ['a', 'b'] },
        count: { type: 'integer', minimum: 1, maximum: 9 },
        price: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 10 },
        step: { type: 'number', minimum: 5, maximum: 100, multipleOf: 5 },
        at: { type: 'string', format: 'date-time' },
        tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 },
        note: { type: 'string', nullable: true },
        either: { anyOf: [{ type: 'boolean' }, { type: 'string', pattern: '^[A-Z]{3}$' }] },
      },
      required: ['id', 'name', 'kind'],
    };
    for (const value of sample(schema) as Record<string, unknown>[]) {
      expect(value.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(String(value.name).length).toBeGreaterThanOrEqual(2);
      expect(String(value.name).length).toBeLessThanOrEqual(5);
      expect(['a', 'b']).toContain(value.kind);
      if ('count' in value)
        expect(value.count).toSatisfy((n: number) => Number.isInteger(n) && n >= 1 && n <= 9);
      if ('price' in value) expect(value.price).toSatisfy((n: number) => n > 0 && n <= 10);
      if ('step' in value) expect(Number(value.step) % 5).toBe(0);
      if ('at' in value) expect(Number.isNaN(Date.parse(String(value.at)))).toBe(false);
      if ('tags' in value) expect((value.tags as unknown[]).length).toBeGreaterThanOrEqual(1);
      if (typeof value.either === 'string') expect(value.either).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('offers the seeded ids for uuid strings', () => {
    expect(sample({ type: 'string', format: 'uuid' })).toContain(pools.uuids[0]);
  });

  it("mostly satisfies the contract's own schemas (refinements aside)", () => {
    for (const zod of [ZReasonSaveRequest, ZRetailerSettingsRequest, ZSaveProductRequest]) {
      const values = sample(jsonSchemaOf(zod), 100);
      const accepted = values.filter((value) => zod.safeParse(value).success).length;
      expect(accepted).toBeGreaterThan(15);
    }
  });
});

describe('hostile encodings', () => {
  it('writes raw numbers JSON cannot carry', () => {
    expect(toJsonText({ a: raw('-0'), b: [raw('1e400')] })).toBe('{"a":-0,"b":[1e400]}');
  });

  it('turns each JSON type into another', () => {
    const jsonType = (value: unknown) =>
      value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    for (const value of [1, 'x', '', true, [1], null, { a: 1 }]) {
      expect(jsonType(wrongType(value))).not.toBe(jsonType(value));
    }
  });

  it('sends a body every way a client might, with the content type that goes with it', () => {
    expect(encodeBody({ a: 1 }, 'form')).toEqual({
      payload: 'a=1',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(encodeBody({ a: 1 }, 'none').contentType).toBeUndefined();
    expect(encodeBody({ a: 1 }, 'protoJson').payload).toBe(
      '{"__proto__":{"isAdmin":true,"retailerId":null},"a":1}',
    );
  });
});
