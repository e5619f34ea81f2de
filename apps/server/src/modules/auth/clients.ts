import { eq } from 'drizzle-orm';
import { CONSOLE_CLIENT_ID } from '@parley/contract';
import type { Deps } from '../../deps';
import { oauthClients } from '../../db/schema';

/**
 * The client, with the console's redirect URIs taken from this process's settings rather than
 * its row: a process started with other settings (a mistyped PUBLIC_URL, a canary) then cannot
 * change where every other process's users are sent back to.
 */
export async function findOAuthClient(deps: Pick<Deps, 'db' | 'config'>, clientId: string) {
  const [row] = await deps.db
    .select()
    .from(oauthClients)
    .where(eq(oauthClients.clientId, clientId));
  if (!row) return null;
  return row.clientId === CONSOLE_CLIENT_ID
    ? { ...row, redirectUris: deps.config.consoleRedirectUris }
    : row;
}

/**
 * RFC 9700 §2.1: the redirect URI must equal a registered one character for character. No
 * normalisation on purpose: a trailing slash, a case change, an extra query or a `..` is refused.
 */
export const isRegisteredRedirectUri = (client: { redirectUris: string[] }, redirectUri: string) =>
  client.redirectUris.some((registered) => registered === redirectUri);
