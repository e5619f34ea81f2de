import { randomKey } from '../api/client';
import type { KeyValueStore } from './storage';

const SHOPPER_KEY = 'parley:shopper';
const VISITS_KEY = 'parley:visits';
const VISIT_MARK_KEY = 'parley:visit';
const SHOPPER_ID = /^[\w-]{16,64}$/;

/**
 * The shopper's random, anonymous id, kept in localStorage so a returning shopper is recognised
 * (the server only ever keeps a hash of it). A stored value of the wrong shape is replaced.
 */
export function shopperIdOf(local: KeyValueStore): string {
  const stored = local.getItem(SHOPPER_KEY);
  if (stored && SHOPPER_ID.test(stored)) return stored;
  const id = randomKey(22);
  local.setItem(SHOPPER_KEY, id);
  return id;
}

/**
 * Which visit this is. A visit is a browser session: the first page of one (no mark yet in
 * sessionStorage) counts a new visit; later pages of the same session read the same number.
 */
export function visitNumberOf(local: KeyValueStore, session: KeyValueStore): number {
  const counted = Number(local.getItem(VISITS_KEY));
  const visits = Number.isInteger(counted) && counted > 0 ? counted : 0;
  if (session.getItem(VISIT_MARK_KEY) && visits > 0) return visits;
  const next = Math.min(visits + 1, 100_000);
  local.setItem(VISITS_KEY, String(next));
  session.setItem(VISIT_MARK_KEY, '1');
  return next;
}
