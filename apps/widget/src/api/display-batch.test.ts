import type { TWidgetDisplayRequest, TWidgetDisplayResponse } from '@parley/contract';
import { DISPLAY_CHECKS_MAX } from '@parley/contract/widget-routes';
import { describe, expect, it } from 'vitest';
import { batchDisplayChecks } from './display-batch';

const check = (id: string): TWidgetDisplayRequest => ({
  page_type: 'product',
  product: { retailer_product_id: id, name: id, price: 10, quantity: 1, categories: [] },
  currency: 'GBP',
  context: {
    shopper_id: 'abcdefghijklmnop',
    visit_number: 1,
    dwell_seconds: 0,
    exit_intent: false,
  },
});

/** Answers each check with its product's id as the reason, and records the requests. */
function recordingSend() {
  const sent: TWidgetDisplayRequest[][] = [];
  const send = (checks: TWidgetDisplayRequest[]) => {
    sent.push(checks);
    const answer = (asked: TWidgetDisplayRequest): TWidgetDisplayResponse => ({
      show: false,
      reason: asked.product?.retailer_product_id ?? '',
      theme: {},
      language: 'en-GB',
      currency: 'GBP',
    });
    return Promise.resolve({ checks: checks.map(answer) });
  };
  return { sent, send };
}

describe('batchDisplayChecks', () => {
  it('sends the checks asked together in one request and gives each button its answer', async () => {
    const { sent, send } = recordingSend();
    const ask = batchDisplayChecks(send);
    const answers = await Promise.all(['A', 'B', 'C', 'D'].map((id) => ask(check(id))));
    expect(sent).toHaveLength(1);
    expect(answers.map((answer) => answer.reason)).toEqual(['A', 'B', 'C', 'D']);
    // A later check is a request of its own.
    expect((await ask(check('E'))).reason).toBe('E');
    expect(sent).toHaveLength(2);
  });

  it('splits more checks than one request may carry', async () => {
    const { sent, send } = recordingSend();
    const ask = batchDisplayChecks(send);
    const ids = Array.from({ length: DISPLAY_CHECKS_MAX + 3 }, (_, index) => `P${index}`);
    const answers = await Promise.all(ids.map((id) => ask(check(id))));
    expect(sent.map((checks) => checks.length)).toEqual([DISPLAY_CHECKS_MAX, 3]);
    expect(answers.map((answer) => answer.reason)).toEqual(ids);
  });

  it('fails every button of a request that failed, and one the answer left out', async () => {
    const failing = batchDisplayChecks(() => Promise.reject(new Error('offline')));
    const both = [failing(check('A')), failing(check('B'))];
    for (const result of await Promise.allSettled(both)) expect(result.status).toBe('rejected');
    const short = batchDisplayChecks(() => Promise.resolve({ checks: [] }));
    await expect(short(check('A'))).rejects.toThrow(/fewer buttons/);
  });
});
