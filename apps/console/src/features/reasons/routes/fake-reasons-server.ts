import { MSG, endpoints, type TReason } from '@parley/contract';
import { json, memoryList, type FakeServer, type RecordedCall } from '../../../../test/fake-server';
import { idSequence, RETAILER_ID } from '../../../../test/fixtures';

/** Test support: contract-shaped reasons, and the reasons calls answered from memory. */

const nextReasonId = idSequence('70000000-0000-4000-8000');

/** A retailer's reason, inactive, with an id of its own. */
export function reasonFixture(overrides: Partial<TReason> = {}): TReason {
  return {
    reason_id: nextReasonId(),
    retailer_id: RETAILER_ID,
    reason_text: 'Hand-stitched in Northampton',
    reason_active: false,
    created_at: '2025-04-01T10:00:00.000Z',
    updated_at: '2025-04-01T10:00:00.000Z',
    ...overrides,
  };
}

const body = (call: RecordedCall) => (call.body ?? {}) as Record<string, unknown>;
const stripTags = (text: string) => text.replace(/<[^>]*>/g, '').trim();

/**
 * GET, POST, PUT and DELETE /reasons as the server answers them: `reasons` lists a retailer's
 * own (retailer_id), `admin:global` the global ones; a delete takes the reason out of every list.
 */
export function serveReasons(server: FakeServer, reasons: TReason[] = []) {
  const { reasons: calls } = endpoints;
  const notFound = () => json(404, { errorMessage: MSG.notFound });
  const list = memoryList(reasons, (reason) => reason.reason_id);
  const find = (id: string) => reasons.find((reason) => reason.reason_id === id);
  const inContext = (reason: TReason, call: RecordedCall) =>
    call.query.get('context') === 'admin:global'
      ? reason.retailer_id === null
      : reason.retailer_id === call.query.get('retailer_id');

  server.on(calls.findReasons, (call) =>
    json(200, { reasons: reasons.filter((reason) => inContext(reason, call)) }),
  );
  server.on(calls.findReason, (_call, { reasonId }) => list.findOne(reasonId));
  server.on(calls.createReason, (call) => {
    const sent = body(call);
    const reason = reasonFixture({
      retailer_id: (sent.retailer_id as string | null | undefined) ?? null,
      reason_text: stripTags(String(sent.reason_text)),
      reason_active: sent.active === true,
    });
    reasons.unshift(reason);
    return json(200, reason);
  });
  server.on(calls.updateReason, (call, { reasonId }) => {
    const reason = find(reasonId);
    if (!reason) return notFound();
    const sent = body(call);
    if (typeof sent.reason_text === 'string') reason.reason_text = stripTags(sent.reason_text);
    if (typeof sent.active === 'boolean') reason.reason_active = sent.active;
    return json(200, reason);
  });
  server.on(calls.deleteReason, (_call, { reasonId }) => list.deleteOne(reasonId));
  return reasons;
}
