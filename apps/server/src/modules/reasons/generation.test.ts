import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GENERATION_BRAND_NAME_MAX_LENGTH,
  GENERATION_CONTENT_MAX_LENGTH,
  MSG,
  REASON_TEXT_MAX_LENGTH,
  ZGenerateReasonsResponse,
} from '@parley/contract';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, type Headers } from '../../../test/support/api';
import { startFakeLlm, type FakeLlm } from '../../../test/support/fake-llm';
import { testRetailer, type TestRetailer } from '../../../test/support/retailers';
import { startWithAdminAndShops } from '../../../test/support/start';
import { refusedFields } from '../../../test/support/rules';
import { cleanContent, suggestStatements } from './generate';
import { statementsOfAnswer, suggestWithLlm } from './llm';

const ABOUT = [
  '<h1>About Hartley &amp; Sons</h1>',
  '<p>Hartley &amp; Sons has made leather boots in Northampton since 1921.',
  'Every pair is stitched by hand in our own workshop. Why choose us? 🥾</p>',
  '<p>Our leather is sourced from a family tannery in Yorkshire.</p>',
].join('\n');
const EXTRACTED = suggestStatements('Hartley & Sons', ABOUT);
const request = (extra: object = {}) => ({
  brand_name: 'Hartley & Sons',
  content: ABOUT,
  ...extra,
});

describe('POST /reasons/generate without an LLM', () => {
  let t: TestApp;
  let admin: Headers;
  let allowed: TestRetailer;
  let notAllowed: TestRetailer;
  beforeAll(async () => {
    const started = await startWithAdminAndShops(
      { availableFeatures: ['reasons_generation'] },
      { availableFeatures: ['reasons_editing'] },
    );
    ({ t, admin, shop: allowed, other: notAllowed } = started);
  });
  afterAll(() => t.close());

  const generate = (headers: Headers, payload: object) =>
    call(t, headers, 'POST', '/reasons/generate', payload);

  it("draws statements from the retailer's own text", async () => {
    const res = await generate(allowed.headers, request());
    expect(res.statusCode).toBe(200);
    const { reasons } = ZGenerateReasonsResponse.parse(res.json());
    expect(reasons).toEqual(EXTRACTED);
    expect(reasons).toContain('Every pair is stitched by hand in our own workshop.');
    for (const reason of reasons) expect(cleanContent(ABOUT)).toContain(reason);
    // Naming its own store changes nothing.
    const named = await generate(allowed.headers, request({ retailer_id: allowed.id }));
    expect(named.json()).toEqual(res.json());
  });

  it('needs the reasons_generation feature for a retailer user (403)', async () => {
    const res = await generate(notAllowed.headers, request());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errorMessage: MSG.reasonsGenerationNotEnabled });
    const named = await generate(notAllowed.headers, request({ retailer_id: notAllowed.id }));
    expect(named.statusCode).toBe(403);
  });

  it('answers 404 to a retailer user naming another store, even one that has the feature', async () => {
    for (const [headers, retailerId] of [
      [notAllowed.headers, allowed.id],
      [allowed.headers, notAllowed.id],
    ] as const) {
      const res = await generate(headers, request({ retailer_id: retailerId }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: MSG.notFound });
    }
  });

  it('always serves an administrator, for a store that exists', async () => {
    for (const extra of [{}, { retailer_id: notAllowed.id }, { retailer_id: allowed.id }]) {
      const res = await generate(admin, request(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(200);
      expect(res.json()).toEqual({ reasons: EXTRACTED });
    }
    const missing = await generate(admin, request({ retailer_id: crypto.randomUUID() }));
    expect(missing.statusCode).toBe(404);
  });

  it('answers 429 past ten suggestions a minute for one user, with Retry-After', async () => {
    const busy = await testRetailer(t, { availableFeatures: ['reasons_generation'] });
    for (let n = 0; n < 10; n += 1) {
      expect((await generate(busy.headers, request())).statusCode).toBe(200);
    }
    const refused = await generate(busy.headers, request());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errorMessage: MSG.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not held back by the first one's requests.
    expect((await generate(allowed.headers, request())).statusCode).toBe(200);
  });

  it('answers 422 when nothing usable comes out', async () => {
    for (const content of [
      'Hello there. Why not?',
      '<script>Our boots are made by hand since 1921.</script>',
      '🥾👍🇬🇧',
      `Our boots are made ${'very '.repeat(40)}well.`,
    ]) {
      const res = await generate(allowed.headers, request({ content }));
      expect(res.statusCode, content).toBe(422);
      expect(res.json()).toEqual({ errorMessage: MSG.reasonsGenerationEmpty });
    }
  });

  it('names every refused field with its message', async () => {
    for (const [payload, errors] of [
      [{ content: ABOUT }, { brand_name: MSG.required }],
      [request({ brand_name: '  ' }), { brand_name: MSG.required }],
      [
        request({ brand_name: 'x'.repeat(GENERATION_BRAND_NAME_MAX_LENGTH + 1) }),
        { brand_name: MSG.maxLength(GENERATION_BRAND_NAME_MAX_LENGTH) },
      ],
      [{ brand_name: 'X' }, { content: MSG.required }],
      [request({ content: '' }), { content: MSG.required }],
      [
        request({ content: 'x'.repeat(GENERATION_CONTENT_MAX_LENGTH + 1) }),
        { content: MSG.maxLength(GENERATION_CONTENT_MAX_LENGTH) },
      ],
      [request({ retailer_id: 'nope' }), { retailer_id: MSG.notFound }],
    ] as const) {
      const fields = await refusedFields(t, allowed.headers, 'POST', '/reasons/generate', payload);
      expect(fields, JSON.stringify(payload).slice(0, 80)).toEqual(errors);
    }
    expect((await generate({}, request())).statusCode).toBe(401);
  });
});

describe('POST /reasons/generate with an LLM', () => {
  let llm: FakeLlm;
  let t: TestApp;
  let shop: TestRetailer;
  beforeAll(async () => {
    llm = await startFakeLlm();
    t = await createTestApp(llm.env);
    shop = await testRetailer(t, { availableFeatures: ['reasons_generation'] });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  const generate = async () => {
    const res = await call(t, shop.headers, 'POST', '/reasons/generate', request());
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ reasons: string[] }>().reasons;
  };

  it("asks the chat completions API with the model, the key and the store's cleaned text", async () => {
    llm.answerNext({
      kind: 'text',
      content: [
        'Here are your statements:?',
        '1. Boots made in Northampton since 1921.',
        '- "Stitched by hand in our own workshop." 🥾',
        '• <b>Leather</b> from a family tannery in Yorkshire.',
        '',
        'Why not buy a pair?',
        `${'x'.repeat(REASON_TEXT_MAX_LENGTH + 1)}`,
        '👍',
      ].join('\n'),
    });
    const before = llm.requests.length;
    expect(await generate()).toEqual([
      'Boots made in Northampton since 1921.',
      'Stitched by hand in our own workshop.',
      'Leather from a family tannery in Yorkshire.',
    ]);
    const sent = llm.requests[before]!;
    expect(sent.authorization).toBe('Bearer sk-test-key');
    expect(sent.body.model).toBe('fake-model');
    const user = sent.body.messages?.find((message) => message.role === 'user')?.content ?? '';
    expect(user).toContain('Hartley & Sons');
    expect(user).toContain(cleanContent(ABOUT));
    expect(user).not.toContain('<p>');
  });

  it('keeps at most five lines, each once', async () => {
    const lines = Array.from({ length: 8 }, (_, i) => `Statement number ${i % 6} is true.`);
    llm.answerNext({ kind: 'text', content: lines.join('\n') });
    const reasons = await generate();
    expect(reasons).toHaveLength(5);
    expect(new Set(reasons).size).toBe(5);
  });

  it('falls back on the extractive statements on any failure', async () => {
    for (const answer of [
      { kind: 'status', status: 500 },
      { kind: 'status', status: 401 },
      { kind: 'raw', body: 'not json' },
      { kind: 'raw', body: JSON.stringify({ choices: [] }) },
      { kind: 'text', content: null },
      { kind: 'text', content: 'Why buy here?\n🥾🥾\n<script>x</script>' },
    ] as const) {
      llm.answerNext(answer);
      expect(await generate(), JSON.stringify(answer)).toEqual(EXTRACTED);
    }
  });
});

describe('the LLM client', () => {
  const log = pino({ level: 'silent' });
  let llm: FakeLlm;
  beforeAll(async () => (llm = await startFakeLlm()));
  afterAll(() => llm.close());
  const settings = () => ({
    baseUrl: llm.env.LLM_BASE_URL,
    apiKey: llm.env.LLM_API_KEY,
    model: llm.env.LLM_MODEL,
  });

  it('gives up when the API takes longer than its time-out', async () => {
    llm.answerNext({ kind: 'hang', ms: 1000 });
    const started = Date.now();
    const answer = await suggestWithLlm(settings(), { brandName: 'X', content: 'Y' }, log, 100);
    expect(answer).toBeNull();
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('answers in time otherwise', async () => {
    llm.answerNext({ kind: 'hang', ms: 10 });
    expect(await suggestWithLlm(settings(), { brandName: 'X', content: 'Y' }, log, 2000)).toEqual([
      'Made by hand, answered late.',
    ]);
  });

  it('gives up on an API that cannot be reached', async () => {
    const gone = { ...settings(), baseUrl: 'http://127.0.0.1:1/v1' };
    expect(await suggestWithLlm(gone, { brandName: 'X', content: 'Y' }, log)).toBeNull();
  });

  it('cleans each line as a statement', () => {
    expect(
      statementsOfAnswer(
        '1) “Hand made.”\n2. Since &amp; 1921 ✂️\n* <i>Local</i> wool\n\n- Really?\n' +
          '&lt;script&gt;alert(1)&lt;/script&gt;',
      ),
    ).toEqual(['Hand made.', 'Since & 1921', 'Local wool']);
  });
});

describe('the LLM settings', () => {
  const all = {
    LLM_BASE_URL: 'https://llm.example/v1/',
    LLM_API_KEY: 'sk-1',
    LLM_MODEL: 'gpt-4o-mini',
  };

  it('are all three or none', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig(all).llm).toEqual({
      baseUrl: 'https://llm.example/v1',
      apiKey: 'sk-1',
      model: 'gpt-4o-mini',
    });
    expect(() => loadConfig({ LLM_BASE_URL: all.LLM_BASE_URL })).toThrow(
      /LLM_API_KEY: required when LLM_BASE_URL is set[\s\S]*LLM_MODEL: required/,
    );
    expect(() => loadConfig({ LLM_API_KEY: 'k', LLM_MODEL: 'm' })).toThrow(
      /LLM_BASE_URL: required when LLM_API_KEY and LLM_MODEL are set/,
    );
  });

  it('refuse a base URL that is not http(s) and a model name that is not one', () => {
    expect(() => loadConfig({ ...all, LLM_BASE_URL: 'ftp://llm.example' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ ...all, LLM_MODEL: 'a model; rm -rf' })).toThrow(/LLM_MODEL/);
  });
});
