import {
  HANDOFF_TTL_SECONDS,
  MSG,
  NEW_DASHBOARD_PATH,
  THEME_CONFIGURATOR_PATH,
  THEME_CONFIGURATOR_WHERE,
  type THandoffDestination,
  type THandoffRequest,
  type THandoffResponse,
} from '@parley/contract';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { FieldError, ForbiddenError, NotFoundError } from '../../errors';
import { addSeconds } from '../../lib/clock';
import type { Principal } from '../../lib/jwt';
import { randomToken, sha256 } from '../../lib/secrets';
import {
  deleteHandoffsCreatedBefore,
  findHandoffByToken,
  findLiveHandoffSession,
  insertHandoff,
  redeemHandoffToken,
  retailerExists,
  themeOpenTo,
  type HandoffRow,
} from './repository';

/** Each destination's page; its handoff URL is `{path}/open/{token}`. */
export const HANDOFF_PATHS: Record<THandoffDestination, string> = {
  newdashboard: NEW_DASHBOARD_PATH,
  'app-react': THEME_CONFIGURATOR_PATH,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Handoff rows are kept a day after they were made (their sessions end long before). */
const KEEP_SECONDS = 24 * 3600;

/** Who the page is for, as the console handed them off. */
export interface HandoffGrant {
  userId: string;
  isAdmin: boolean;
  /** The retailer shown; null is an administrator across retailers. */
  retailerId: string | null;
  /** The console's origin: the page's only framer and the target of its messages. */
  consoleOrigin: string;
  where: string | null;
  itemId: string | null;
}

export type HandoffOpening =
  | { kind: 'opened'; sessionSecret: string; sessionSeconds: number }
  | { kind: 'unknown' | 'used' | 'expired' };

/** The console may be served here or from a redirect URI's origin (a development server). */
export function consoleOrigins(config: Config) {
  return new Set([
    new URL(config.publicUrl).origin,
    ...config.consoleRedirectUris.map((uri) => new URL(uri).origin),
  ]);
}

/** The asking console's origin when it is a known one, else this server's. */
function askingConsole(config: Config, origin: string | undefined) {
  const known = consoleOrigins(config);
  return origin && known.has(origin) ? origin : new URL(config.publicUrl).origin;
}

/**
 * The retailer a handoff shows. A retailer user gets their own (naming another is answered like
 * a missing retailer); an administrator names any existing retailer, or none for all.
 */
async function handoffRetailer(deps: Deps, principal: Principal, named: string | undefined) {
  const id = named?.toLowerCase();
  if (!principal.isAdmin) {
    if (!principal.retailerId || (id && id !== principal.retailerId)) throw new NotFoundError();
    return principal.retailerId;
  }
  if (id && !(await retailerExists(deps.db, id))) throw new NotFoundError();
  return id ?? null;
}

/** The theme configurator (app-react) is the administrators' (403), at `where` theme (400). */
function checkConfigurator(principal: Principal, request: THandoffRequest) {
  if (!principal.isAdmin) throw new ForbiddenError();
  if (request.where !== THEME_CONFIGURATOR_WHERE) {
    throw new FieldError({ where: request.where ? MSG.notValid('where') : MSG.required });
  }
}

/**
 * The item `id` names, as the page opens it, or null without one; 404 for one that is missing or
 * not the handoff's retailer's. The New dashboard opens no item, so any id names nothing there;
 * the configurator's theme is the retailer's own or one of all retailers' (any, for all).
 */
async function handoffItem(deps: Deps, request: THandoffRequest, retailerId: string | null) {
  if (request.id === undefined) return null;
  const themeId = request.id.toLowerCase();
  if (
    request.destination !== 'app-react' ||
    !UUID.test(themeId) ||
    !(await themeOpenTo(deps.db, themeId, retailerId))
  ) {
    throw new NotFoundError();
  }
  return themeId;
}

/** POST /auth/handoff: a URL that opens the destination's page once, within a minute. */
export async function createHandoff(
  deps: Deps,
  principal: Principal,
  request: THandoffRequest,
  origin: string | undefined,
): Promise<THandoffResponse> {
  if (request.destination === 'app-react') checkConfigurator(principal, request);
  const retailerId = await handoffRetailer(deps, principal, request.retailer_id);
  const itemId = await handoffItem(deps, request, retailerId);
  const now = deps.clock.now();
  const token = randomToken();
  const expiresAt = addSeconds(now, HANDOFF_TTL_SECONDS);
  await deleteHandoffsCreatedBefore(deps.db, addSeconds(now, -KEEP_SECONDS));
  await insertHandoff(deps.db, {
    tokenHash: sha256(token),
    destination: request.destination,
    userId: principal.userId,
    isAdmin: principal.isAdmin,
    retailerId,
    where: request.where ?? null,
    itemId,
    consoleOrigin: askingConsole(deps.config, origin),
    expiresAt,
    createdAt: now,
  });
  const path = `${HANDOFF_PATHS[request.destination]}/open/${token}`;
  return { url: `${deps.config.publicUrl}${path}`, expires_at: expiresAt.toISOString() };
}

/**
 * Opening a handoff URL spends its token and starts the page's session, which lasts as long as
 * the console's own access token would. A spent, expired or unknown token opens nothing.
 */
export async function openHandoff(
  deps: Deps,
  destination: THandoffDestination,
  token: string,
): Promise<HandoffOpening> {
  const now = deps.clock.now();
  const sessionSecret = randomToken();
  const sessionSeconds = deps.config.accessTokenTtlSeconds;
  const tokenHash = sha256(token);
  const opened = await redeemHandoffToken(deps.db, tokenHash, destination, now, {
    hash: sha256(sessionSecret),
    expiresAt: addSeconds(now, sessionSeconds),
  });
  if (opened) return { kind: 'opened', sessionSecret, sessionSeconds };
  const row = await findHandoffByToken(deps.db, tokenHash);
  if (!row || row.destination !== destination) return { kind: 'unknown' };
  return { kind: row.redeemedAt ? 'used' : 'expired' };
}

const grantOf = (row: HandoffRow): HandoffGrant => ({
  userId: row.userId,
  isAdmin: row.isAdmin,
  retailerId: row.retailerId,
  consoleOrigin: row.consoleOrigin,
  where: row.where,
  itemId: row.itemId,
});

/** The grant behind a page session's secret (its cookie), while the session lasts. */
export async function findHandoffGrant(
  deps: Deps,
  destination: THandoffDestination,
  sessionSecret: string | undefined,
): Promise<HandoffGrant | null> {
  if (!sessionSecret) return null;
  const row = await findLiveHandoffSession(
    deps.db,
    sha256(sessionSecret),
    destination,
    deps.clock.now(),
  );
  return row ? grantOf(row) : null;
}
