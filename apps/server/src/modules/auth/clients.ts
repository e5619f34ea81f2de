import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { oauthClients } from '../../db/schema';

export async function findOAuthClient(db: Executor, clientId: string) {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
  return row ?? null;
}

/**
 * RFC 9700 §2.1: the redirect URI must equal a registered one character for character. No
 * normalisation on purpose: a trailing slash, a case change, an extra query or a `..` is refused.
 */
export const isRegisteredRedirectUri = (client: { redirectUris: string[] }, redirectUri: string) =>
  client.redirectUris.some((registered) => registered === redirectUri);
