import { Readable } from 'node:stream';
import {
  PRODUCT_FIELD,
  SESSION_MSG,
  exportContentType,
  exportFilename,
  summaryStatusLabel,
  type TExportFormat,
  type TSessionExportRequest,
} from '@parley/contract';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { ForbiddenError } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { resolveScope, sessionWhere } from '../session-queries';
import { csvLine, type CsvValue } from './csv';
import {
  messagesOfBatch,
  sessionBatch,
  type ExportMessageRow,
  type ExportSessionRow,
} from './repository';

/** Sessions read per query: large enough to stream fast, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

const ID = `${PRODUCT_FIELD}_id`;
const SESSION_HEADER = [
  ID,
  'created_at',
  'retailer_name',
  'product_name',
  'retailer_product_id',
  'negotiation_type',
  'quote_reference_id',
  'is_returning_user',
  'currency',
  'quantity',
  'product_price',
  'current_price',
  'deal_price',
  'last_user_bid',
  'walkaway_price',
  'objective',
  'summary_status',
  'status',
  'negotiation_status',
  'addon_item_id',
  'engagement_category',
  'chattiness_category',
  'retailer_order_number',
];
const MESSAGE_HEADER = [
  ID,
  'created_at',
  'retailer_name',
  'product_name',
  'summary_status',
  'message_id',
  'position',
  'message_created_at',
  'user_message',
  'bot_message',
];

const label = (row: ExportSessionRow) =>
  summaryStatusLabel(
    {
      summary_status: row.summaryStatus,
      negotiation_status: row.negotiationStatus,
      negotiation_type: row.negotiationType,
      addon_item_id: row.addonItemId,
    },
    'list',
  );

function sessionLine(row: ExportSessionRow) {
  const values: CsvValue[] = [
    row.id,
    row.createdAt,
    row.retailerName,
    row.productName,
    row.retailerProductId,
    row.negotiationType,
    row.quoteReferenceId,
    row.isReturningUser,
    row.currency,
    row.quantity,
    row.productPrice,
    row.currentPrice,
    row.dealPrice,
    row.lastUserBid,
    row.walkawayPrice,
    row.objective,
    row.summaryStatus,
    label(row),
    row.negotiationStatus,
    row.addonItemId,
    row.engagementCategory,
    row.chattinessCategory,
    row.retailerOrderNumber,
  ];
  return csvLine(values);
}

function messageLines(row: ExportSessionRow, messages: ExportMessageRow[]) {
  return messages
    .map((m) =>
      csvLine([
        row.id,
        row.createdAt,
        row.retailerName,
        row.productName,
        row.summaryStatus,
        m.id,
        m.position,
        m.createdAt,
        m.userMessage,
        m.botText,
      ]),
    )
    .join('');
}

/** One conversation per line, in the chat fine-tuning shape; the bot speaks as the assistant. */
function conversationLine(messages: ExportMessageRow[]) {
  const turns = messages.flatMap((m) => [
    ...(m.userMessage ? [{ role: 'user', content: m.userMessage }] : []),
    ...(m.botText !== null ? [{ role: 'assistant', content: m.botText }] : []),
  ]);
  return turns.length === 0 ? '' : `${JSON.stringify({ messages: turns })}\n`;
}

/** The file, a batch of sessions at a time (from `first`, read already), each one chunk of text. */
async function* exportChunks(
  db: Executor,
  where: ReturnType<typeof sessionWhere>,
  format: TExportFormat,
  first: ExportSessionRow[],
) {
  if (format === 'simple_list') yield csvLine(SESSION_HEADER);
  if (format === 'simple_message_list') yield csvLine(MESSAGE_HEADER);
  for (let rows = first; rows.length > 0;) {
    if (format === 'simple_list') {
      yield rows.map(sessionLine).join('');
    } else {
      const messages = await messagesOfBatch(
        db,
        rows.map((row) => row.id),
      );
      const bySession = new Map<string, ExportMessageRow[]>();
      for (const m of messages) {
        const list = bySession.get(m.sessionId);
        if (list) list.push(m);
        else bySession.set(m.sessionId, [m]);
      }
      yield rows
        .map((row) =>
          format === 'finetune_data'
            ? conversationLine(bySession.get(row.id) ?? [])
            : messageLines(row, bySession.get(row.id) ?? []),
        )
        .join('');
    }
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last = rows[rows.length - 1]!;
    rows = await sessionBatch(
      db,
      where,
      { createdAt: last.cursor, id: last.id },
      EXPORT_BATCH_SIZE,
    );
  }
}

export interface SessionExport {
  filename: string;
  contentType: string;
  body: Readable;
}

/**
 * POST /sessions/export (part 1 §7): the sessions of the list's filters as a file, streamed
 * from the database in keyset batches so that memory stays flat whatever the size. Retailer
 * users need the session_export feature; administrators always may.
 */
export async function exportSessions(
  deps: Pick<Deps, 'db' | 'clock'>,
  principal: Principal,
  request: TSessionExportRequest,
): Promise<SessionExport> {
  const { format } = request;
  const scope = await resolveScope(deps.db, principal, [request.retailerId]);
  if (!principal.isAdmin && !scope.features.includes('session_export')) {
    throw new ForbiddenError(SESSION_MSG.exportNotAllowed);
  }
  const where = sessionWhere(request, scope, deps.clock.now());
  // Read before the answer starts, so that a failing query is an error answer; once the file
  // has begun, a failure can only cut it off (Fastify destroys the socket, and a browser then
  // reports the download as failed rather than keeping a short file).
  const first = await sessionBatch(deps.db, where, null, EXPORT_BATCH_SIZE);
  return {
    filename: exportFilename(format),
    contentType: `${exportContentType(format)}; charset=utf-8`,
    body: Readable.from(exportChunks(deps.db, where, format, first)),
  };
}
