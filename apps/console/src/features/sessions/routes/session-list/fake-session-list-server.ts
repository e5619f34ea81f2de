import {
  MSG,
  SESSION_PAGE_SIZE,
  endpoints,
  type TFilterOptions,
  type TSessionRow,
} from '@parley/contract';
import { OTHER_RETAILER_ID, RETAILER_ID, idSequence } from '../../../../../test/fixtures';
import { json, type FakeServer, type RecordedCall } from '../../../../../test/fake-server';

/** In-memory sessions answering GET /sessions, POST /stats (options) and POST /sessions/export. */

const nextId = idSequence('30000000-0000-4000-8000');

export function sessionRow(overrides: Partial<TSessionRow> = {}): TSessionRow {
  return {
    session_id: nextId(),
    created_at: '2025-07-01T08:00:00.000Z',
    retailer_id: RETAILER_ID,
    retailer_name: 'Demo Store',
    product: { name: 'Wool Jumper', retailer_product_id: 'JUMPER-1' },
    negotiation_type: 'product',
    quote: null,
    is_returning_user: false,
    product_price: 80,
    current_price: 68,
    summary_status: 'sold',
    negotiation_status: 'purchased',
    addon_item_id: null,
    zone_walk: [],
    currency_symbol: '£',
    ...overrides,
  };
}

export function filterOptions(overrides: Partial<TFilterOptions> = {}): TFilterOptions {
  return {
    retailers: [
      { retailerId: RETAILER_ID, name: 'Demo Store' },
      { retailerId: OTHER_RETAILER_ID, name: 'Other Shop' },
    ],
    dataQuality: ['0', '1', '2', '3', '4', '5'],
    chattinessCategory: [
      { category: 'chatty', name: 'Chatty' },
      { category: 'terse', name: 'Terse' },
    ],
    experimentalRules: [],
    cohortExperimentRules: [],
    rules: [{ rule_id: '40000000-0000-4000-8000-000000000001', name: 'Whole Store' }],
    cohorts: [],
    ...overrides,
  };
}

/** What an export answers: a body streamed in two chunks, the second held until `release`. */
export interface ExportGate {
  release: () => void;
}

export function serveSessions(
  server: FakeServer,
  rows: TSessionRow[] = [],
  {
    options = filterOptions(),
    total,
    exportGate,
  }: { options?: TFilterOptions; total?: number; exportGate?: Promise<void> } = {},
) {
  server.on(endpoints.sessions.findSessions, (call) => {
    const offset = Number(call.query.get('offset') ?? 0);
    const status = call.query.get('summaryStatus');
    const found = rows.filter((row) => !status || row.summary_status === status);
    return json(200, {
      sessions: found.slice(offset, offset + SESSION_PAGE_SIZE),
      total: total ?? found.length,
    });
  });
  server.on(endpoints.stats.runStats, (call: RecordedCall) => {
    const body = call.body as { action?: string };
    return body.action === 'options'
      ? json(200, options)
      : json(400, { errorMessage: MSG.required });
  });
  server.on(endpoints.sessions.exportSessions, (call) => {
    const format = (call.body as { format?: string }).format;
    const type = format === 'finetune_data' ? 'application/x-ndjson' : 'text/csv';
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('session_id,created_at\n'));
        if (exportGate) await exportGate;
        controller.enqueue(encoder.encode(`${rows[0]?.session_id ?? ''},2025-07-01\n`));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': type } });
  });
}

/** The query of the last GET /sessions. */
export const lastListQuery = (server: FakeServer) =>
  server.callsTo(endpoints.sessions.findSessions).at(-1)?.query;
