import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { CONSOLE_CLIENT_ID } from '@parley/contract';
import type { Database } from '../../src/db/client';
import { outboundEmails, refreshTokens } from '../../src/db/schema';
import { addSeconds } from '../../src/lib/clock';
import { randomToken, sha256 } from '../../src/lib/secrets';
import { insertRow } from '../../src/db/rows';

/** Test helpers shared by the account tests. */

/** The latest e-mail of a kind to an address, waiting for work done after the response. */
export async function waitForEmail(db: Database, to: string, kind = 'password_reset') {
  for (let waited = 0; waited < 5000; waited += 20) {
    const [row] = await db
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.toAddress, to), eq(outboundEmails.kind, kind)))
      .orderBy(desc(outboundEmails.createdAt));
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${kind} e-mail to ${to}`);
}

export async function emailsTo(db: Database, to: string) {
  return db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, to));
}

/** The reset token of the link in an e-mail body. */
export function resetTokenIn(text: string) {
  const match = /\/#\/account\/forgot\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

/** A live refresh token row, as the token endpoint would store it. */
export async function insertRefreshToken(db: Database, userId: string, now: Date) {
  return insertRow(db, refreshTokens, {
    tokenHash: sha256(randomToken()),
    familyId: randomUUID(),
    userId,
    clientId: CONSOLE_CLIENT_ID,
    expiresAt: addSeconds(now, 3600),
  });
}

export async function refreshTokenRow(db: Database, id: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  return row!;
}

let addressCounter = 0;
/** A client address of its own, so that one test's throttling leaves the next alone. */
export function freshAddress() {
  addressCounter++;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}
