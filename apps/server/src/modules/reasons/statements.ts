import {
  BRAND_STATEMENTS_MAX,
  type TBrandStatement,
  type TRetailerSettingsRequest,
} from '@parley/contract';
import type { Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import {
  insertReasonRow,
  listActiveReasonRows,
  listBrandStatementRows,
  lockOwnReasonRows,
  softDeleteReasonRows,
  updateReasonRow,
} from './repository';
import { storedReasonText } from './text';

/**
 * Brand statements (part 2 §5): a retailer's own reasons as Store Settings shows and saves them,
 * oldest first. The bot quotes the active ones; a store without any falls back on the global ones.
 */

type StatementsInput = NonNullable<TRetailerSettingsRequest['reasons']>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The retailer's brand statements: its live reasons, oldest first, at most five. */
export async function findBrandStatements(
  db: Executor,
  retailerId: string,
): Promise<TBrandStatement[]> {
  const rows = await listBrandStatementRows(db, retailerId, BRAND_STATEMENTS_MAX);
  return rows.map((row) => ({ reason_id: row.id, text: row.text }));
}

/** The reasons the bot may quote for the retailer: its own active ones, else the global ones. */
export async function findQuotableReasons(
  db: Executor,
  retailerId: string,
): Promise<{ id: string; text: string }[]> {
  const own = await listActiveReasonRows(db, retailerId);
  const rows = own.length > 0 ? own : await listActiveReasonRows(db, null);
  return rows.map((row) => ({ id: row.id, text: row.text }));
}

/**
 * Store Settings' statements, inside the caller's transaction: empty ones are dropped, a listed
 * reason of the retailer gets the new text, a statement without an id becomes a new reason (on,
 * as a statement the retailer writes is meant to be used), and the statements the form showed
 * (the oldest five) that are no longer listed are deleted; reasons beyond those five, kept on the
 * Reasons list, are left alone. 404 for an id that is not one of the retailer's live reasons; 422 for a
 * text that says nothing once cleaned. Everything is checked before anything is written.
 */
export async function saveBrandStatements(
  tx: Executor,
  retailerId: string,
  statements: StatementsInput,
  at: Date,
): Promise<void> {
  const kept = statements
    .filter((statement) => statement.text !== '')
    .map((statement) => ({ id: statement.reason_id, text: storedReasonText(statement.text) }));
  const ids = [...new Set(kept.flatMap((statement) => (statement.id ? [statement.id] : [])))];
  if (ids.some((id) => !UUID.test(id))) throw new NotFoundError();
  const lowerIds = ids.map((id) => id.toLowerCase());
  if ((await lockOwnReasonRows(tx, retailerId, lowerIds)).length !== new Set(lowerIds).size) {
    throw new NotFoundError();
  }
  const shown = await listBrandStatementRows(tx, retailerId, BRAND_STATEMENTS_MAX);
  const dropped = shown.map((row) => row.id).filter((id) => !lowerIds.includes(id));
  await softDeleteReasonRows(tx, dropped, at);
  let added = 0;
  for (const statement of kept) {
    if (statement.id) {
      await updateReasonRow(tx, statement.id.toLowerCase(), { reasonText: statement.text }, at);
    } else {
      // A millisecond apart, so that the new statements keep the order they were written in.
      const createdAt = new Date(at.getTime() + added++);
      await insertReasonRow(
        tx,
        { retailerId, reasonText: statement.text, active: true },
        createdAt,
      );
    }
  }
}
