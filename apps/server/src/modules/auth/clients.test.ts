import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSOLE_CLIENT_ID, MSG } from '@parley/contract';
import { oauthClients } from '../../db/schema';
import { syncReferenceData } from '../seed';
import { createTestApp } from '../../../test/test-app';
import { authorizeQuery, pkce } from '../../../test/support/auth';

const OWN = 'https://console.example.com/callback';
const SOMEONE_ELSES = 'https://mistyped.example.org/callback';

const t = await createTestApp({ CONSOLE_REDIRECT_URIS: OWN });
afterAll(() => t.close());

const authorize = (redirectUri: string) =>
  t.app.inject({
    method: 'GET',
    url: '/oauth/authorize',
    query: authorizeQuery(pkce().challenge, { redirect_uri: redirectUri }),
  });

const storedRedirectUris = async () =>
  (await t.db.select().from(oauthClients).where(eq(oauthClients.clientId, CONSOLE_CLIENT_ID)))[0]
    ?.redirectUris;

describe("the console's OAuth client", () => {
  it("sends users back only where this process's settings say, whatever its row holds", async () => {
    // As another process, started with other settings, might once have left it.
    await t.db
      .update(oauthClients)
      .set({ redirectUris: [SOMEONE_ELSES] })
      .where(eq(oauthClients.clientId, CONSOLE_CLIENT_ID));

    expect((await authorize(OWN)).statusCode).toBe(200);
    const refused = await authorize(SOMEONE_ELSES);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(MSG.signInRequestInvalid);
  });

  it('is created by a start but never rewritten by one', async () => {
    const before = await storedRedirectUris();
    await syncReferenceData({ db: t.db });
    expect(await storedRedirectUris()).toEqual(before);
  });
});
