import {
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
  endpoints,
  type TSearchMessage,
} from '@parley/contract';
import { SEARCHED_RETAILERS, idSequence } from '../../../../../test/fixtures';
import { json, serveRetailerSearch, type FakeServer } from '../../../../../test/fake-server';

/** GET /admin/search over in-memory messages, and the retailer search behind its filter. */

const nextParleyId = idSequence('60000000-0000-4000-8000');
const nextMessageId = idSequence('70000000-0000-4000-8000');

export function searchMessage(overrides: Partial<TSearchMessage> = {}): TSearchMessage {
  return {
    parley_id: nextParleyId(),
    message_id: nextMessageId(),
    created_at: '2025-07-01T08:00:00.000Z',
    retailer_name: 'Demo Store',
    user_message: 'Could you do it for 50?',
    bot_message: 'I can do 60.',
    ...overrides,
  };
}

export function serveSearch(
  server: FakeServer,
  messages: TSearchMessage[] = [],
  {
    retailers = SEARCHED_RETAILERS,
    total,
  }: { retailers?: typeof SEARCHED_RETAILERS; total?: number } = {},
) {
  server.on(endpoints.sessions.searchMessages, (call) => {
    const offset = Number(call.query.get('offset') ?? 0);
    const text = (call.query.get('userMessage') ?? '').toLowerCase();
    const found = messages.filter((m) => (m.user_message ?? '').toLowerCase().includes(text));
    return json(200, {
      messages: found.slice(offset, offset + SEARCH_PAGE_SIZE),
      total: Math.min(SEARCH_COUNT_CAP, total ?? found.length),
    });
  });
  serveRetailerSearch(server, retailers);
}

export const searchCalls = (server: FakeServer) =>
  server.callsTo(endpoints.sessions.searchMessages);
