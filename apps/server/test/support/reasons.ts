import { randomUUID } from 'node:crypto';
import type { TReason } from '@parley/contract';
import type { Database } from '../../src/db/client';
import { reasons } from '../../src/db/schema';
import { contextLister, creator, type Method } from './api';
import { insertRow } from '../../src/db/rows';

/** Test helpers: reasons written straight to their table, and the calls the tests repeat. */

let order = 0;

/** A live reason of the retailer (null: a global one), as the reasons module would store it. */
export async function insertReason(
  db: Database,
  retailerId: string | null,
  values: Partial<typeof reasons.$inferInsert> = {},
): Promise<string> {
  // A millisecond apart, so that "oldest first" is the order they were made in.
  const createdAt = new Date(Date.UTC(2020, 0, 1) + order++);
  const { id } = await insertRow(db, reasons, {
    retailerId,
    reasonText: `Reason ${randomUUID().slice(0, 8)}`,
    createdAt,
    updatedAt: createdAt,
    ...values,
  });
  return id;
}

/** Creates the reason and answers it; fails the test when the server refuses. */
export const createReason = creator<TReason>('reason');

export const listReasons = contextLister<TReason, 'reasons' | 'admin:global'>('reason');

export type ReasonRequest = readonly [method: Method, url: string, payload?: object];

/** One request to each reasons route about a retailer's reason, as its owner would send. */
export const reasonRequests = (reasonId: string, retailerId: string): ReasonRequest[] => [
  ['GET', `/reasons?context=reasons&retailer_id=${retailerId}`, undefined],
  ['GET', `/reasons/${reasonId}?context=reasons`, undefined],
  ['PUT', `/reasons/${reasonId}`, { context: 'reasons', active: true }],
  [
    'PUT',
    `/reasons/${reasonId}`,
    { context: 'reasons', retailer_id: retailerId, reason_text: 'Made by hand since 1921.' },
  ],
  ['DELETE', `/reasons/${reasonId}?context=reasons`, undefined],
  [
    'POST',
    '/reasons',
    { context: 'reasons', retailer_id: retailerId, reason_text: 'Sourced locally.' },
  ],
];
