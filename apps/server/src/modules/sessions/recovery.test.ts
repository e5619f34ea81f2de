import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SESSION_MSG,
  type TPurchaseResponse,
  type TRecoveryDecisionInput,
  type TSessionDetail,
} from '@parley/contract';
import { createTestApp } from '../../../test/test-app';
import { outboundEmails, recoveryLinks, retailers, sessions } from '../../db/schema';
import { insertImage } from '../../../test/support/images';
import { call, type Headers } from '../../../test/support/api';
import { adminHeaders, testRetailer } from '../../../test/support/retailers';
import { emailsTo, waitForEmail } from '../../../test/support/account';
import { detail, recoverableSession } from '../../../test/support/sessions';
import { JACKET, widget } from '../../../test/support/widget';
import { RECOVERY_EMAIL_KIND } from './recovery-email';
import { RECOVERY_PAGE_TEXT } from './recovery-pages';

const t = await createTestApp();
afterAll(() => t.close());

let shoppers = 0;
/** A recoverable negotiation with its own shopper address, and a user of its store. */
async function waiting() {
  const email = `shopper-${++shoppers}@example.com`;
  const { store, session } = await recoverableSession(t, undefined, email);
  const headers = await t.bearer(await t.createUser({ retailerId: store.id }));
  const decide = (decision: Partial<TRecoveryDecisionInput>, as: Headers = headers) =>
    call(t, as, 'PUT', `/sessions/${session.id}`, {
      recovered_parley: { user_offer: session.lastUserBid, ...decision },
    });
  return { store, session, headers, email, decide };
}

const linkIn = (text: string) => {
  const match = /http:\/\/localhost:3000(\/offer\/[A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no offer link in: ${text}`);
  return match[1];
};

const page = (url: string, method: 'GET' | 'POST' = 'GET') => t.app.inject({ method, url });

describe('recovery: accept', () => {
  it('e-mails a one-off link that buys at the shopper’s offer, recorded as recovered', async () => {
    const { store, session, headers, email, decide } = await waiting();
    // The panel says who made the offer: the name and e-mail the shopper left.
    expect(await detail(t, headers, session.id)).toMatchObject({
      is_recoverable: true,
      user_name: 'Sam',
      user_email: email,
    });

    const res = await decide({
      offer_type: 'accept',
      reason: 'should_have_accepted',
      retailer_message: 'Enjoy your jacket!',
    });
    expect(res.statusCode, res.body).toBe(200);
    const decided = res.json<TSessionDetail>();
    expect(decided).toMatchObject({
      summary_status: 'user_offer_accepted',
      is_recoverable: false,
      recovered_parley: {
        offer_type: 'accept',
        retailer_offer: session.lastUserBid,
        user_offer: session.lastUserBid,
        reason: 'should_have_accepted',
        retailer_message: 'Enjoy your jacket!',
        redeemed_at: null,
      },
    });
    const expires = new Date(decided.recovered_parley!.link_expires_at!).getTime();
    expect(expires - t.clock.now().getTime()).toBe(24 * 3600 * 1000);

    const mail = await waitForEmail(t.db, email, RECOVERY_EMAIL_KIND);
    const price = `£${session.lastUserBid!.toFixed(2)}`;
    expect(mail.subject).toContain('accepted your offer');
    expect(mail.textBody).toContain(`Waxed Cotton Jacket for ${price}`);
    expect(mail.textBody).toContain('Enjoy your jacket!');
    expect(mail.textBody).toContain('not negotiable');
    expect(mail.textBody).toContain('expires in 24 hours');
    const link = linkIn(mail.textBody);

    const shown = await page(link);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(price);
    expect(shown.body).toContain('<form method="post"');
    expect(shown.headers['content-security-policy']).toContain(
      "form-action 'self' https://shop.example",
    );
    expect(shown.headers['content-security-policy']).toContain("default-src 'none'");
    expect(shown.headers['content-security-policy']).toContain('report-uri /api/v1/csp-reports');

    const bought = await page(link, 'POST');
    expect(bought.statusCode).toBe(303);
    const location = new URL(String(bought.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(JACKET.url);
    const priceToken = location.searchParams.get('parley_price_token')!;
    expect(priceToken).toBeTruthy();

    // Used once: neither the page nor a second purchase works again.
    for (const again of [await page(link), await page(link, 'POST')]) {
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain(RECOVERY_PAGE_TEXT.used);
    }

    // The store's checkout redeems the token as for any deal, and reports the order.
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/price_tokens/redeem',
      headers: { authorization: `Bearer ${store.secretKey}` },
      payload: { price_token: priceToken },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json<{ price: number }>().price).toBe(session.lastUserBid);
    const purchase = await widget(t, store.headers, 'POST', '/purchases', {
      apiVersion: 'v1',
      productId: JACKET.retailer_product_id,
      parleyId: session.id,
      orderNumber: '#R-1',
    });
    expect(purchase.statusCode, purchase.body).toBe(200);
    expect(purchase.json<TPurchaseResponse>().summary_status).toBe('recovered_purchased');
    const after = await detail(t, headers, session.id);
    expect(after.negotiation_status).toBe('recovered_purchased');
    expect(after.recovered_parley!.redeemed_at).not.toBeNull();
    // Bought at the accepted offer: the deal price the statistics count.
    const [row] = await t.db
      .select({ dealPrice: sessions.dealPrice })
      .from(sessions)
      .where(eq(sessions.id, session.id));
    expect(row!.dealPrice).toBe(session.lastUserBid);
  });

  it('refuses a second decision with 422', async () => {
    const { decide } = await waiting();
    expect((await decide({ offer_type: 'accept', reason: 'exception' })).statusCode).toBe(200);
    const again = await decide({ offer_type: 'reject' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errorMessage: SESSION_MSG.recoveryAlreadyDecided });
  });
});

describe('recovery: counter-offer', () => {
  it('refuses a counter-offer below the walkaway or from the list price up with 422, changing nothing', async () => {
    const { session, email, decide } = await waiting();
    const bid = session.lastUserBid!;
    const { walkawayPrice, productPrice } = session;
    expect(bid).toBeLessThan(walkawayPrice - 1);
    const message = SESSION_MSG.counterOutsideLimits(
      `£${walkawayPrice.toFixed(2)}`,
      `£${productPrice.toFixed(2)}`,
    );
    // Above the list price (the issue's £60 on a £48 item), at it, and between the shopper's
    // offer and the walkaway.
    for (const price of [productPrice + 12, productPrice, walkawayPrice - 0.01]) {
      const res = await decide({
        offer_type: 'counter',
        reason: 'clearing_stock',
        retailer_offer: price,
      });
      expect(res.statusCode, `${price}: ${res.body}`).toBe(422);
      expect(res.json()).toEqual({ errorMessage: message });
    }
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row).toMatchObject({ summaryStatus: 'user_offer_available', recoveredOffer: null });
    expect(row!.conversationState).toEqual(session.conversationState);
    expect(
      await t.db.select().from(recoveryLinks).where(eq(recoveryLinks.sessionId, session.id)),
    ).toEqual([]);
    expect(await emailsTo(t.db, email)).toEqual([]);
  });

  it('sends the final counter-offer, whose link is refused after 24 hours', async () => {
    const { session, email, decide } = await waiting();
    const bid = session.lastUserBid!;
    // The walkaway price itself is the lowest counter-offer allowed.
    const price = session.walkawayPrice;
    const res = await decide({
      offer_type: 'counter',
      reason: 'clearing_stock',
      retailer_offer: price,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TSessionDetail>()).toMatchObject({
      summary_status: 'user_offer_countered',
      recovered_parley: { offer_type: 'counter', retailer_offer: price, user_offer: bid },
    });
    const mail = await waitForEmail(t.db, email, RECOVERY_EMAIL_KIND);
    expect(mail.subject).toContain('A final offer');
    expect(mail.textBody).toContain(`for £${price.toFixed(2)}`);
    const link = linkIn(mail.textBody);

    t.clock.advance(24 * 3600 - 1);
    expect((await page(link)).statusCode).toBe(200);
    t.clock.advance(1);
    for (const late of [await page(link), await page(link, 'POST')]) {
      expect(late.statusCode).toBe(410);
      expect(late.body).toContain(RECOVERY_PAGE_TEXT.expired);
    }
    const [row] = await t.db
      .select()
      .from(recoveryLinks)
      .where(eq(recoveryLinks.sessionId, session.id));
    expect(row!.usedAt).toBeNull();
  });
});

describe('recovery: reject', () => {
  it('archives the offer for good, without e-mail or link', async () => {
    const { session, email, decide } = await waiting();
    const res = await decide({ offer_type: 'reject', retailer_message: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TSessionDetail>()).toMatchObject({
      summary_status: 'user_offer_rejected',
      recovered_parley: { offer_type: 'reject', retailer_offer: null, link_expires_at: null },
    });
    expect((await decide({ offer_type: 'accept', reason: 'exception' })).statusCode).toBe(422);
    expect(await emailsTo(t.db, email)).toEqual([]);
    expect(
      await t.db.select().from(recoveryLinks).where(eq(recoveryLinks.sessionId, session.id)),
    ).toEqual([]);
  });
});

describe('recovery: refusals', () => {
  it('stores exactly one of two decisions made at the same moment', async () => {
    const { session, email, decide } = await waiting();
    const answers = await Promise.all([
      decide({ offer_type: 'accept', reason: 'exception' }),
      decide({
        offer_type: 'counter',
        reason: 'exception',
        retailer_offer: session.walkawayPrice,
      }),
      decide({ offer_type: 'reject' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    const winner = answers.find((a) => a.statusCode === 200)!.json<TSessionDetail>();
    expect(row!.summaryStatus).toBe(winner.summary_status);
    const links = await t.db
      .select()
      .from(recoveryLinks)
      .where(eq(recoveryLinks.sessionId, session.id));
    const mails = await t.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, email));
    const expected = winner.summary_status === 'user_offer_rejected' ? 0 : 1;
    expect([links.length, mails.length]).toEqual([expected, expected]);
  });

  it('checks the message length, the reason and the shopper’s current offer', async () => {
    const { decide } = await waiting();
    const long = await decide({ offer_type: 'reject', retailer_message: 'x'.repeat(251) });
    expect(long.json<{ fieldErrors: object }>().fieldErrors).toEqual({
      'recovered_parley.retailer_message': SESSION_MSG.recoveryMessageTooLong,
    });
    const noReason = await decide({ offer_type: 'accept' });
    expect(Object.keys(noReason.json<{ fieldErrors: object }>().fieldErrors)).toEqual([
      'recovered_parley.reason',
    ]);
    const stale = await decide({ offer_type: 'accept', reason: 'exception', user_offer: 1 });
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toEqual({ errorMessage: SESSION_MSG.recoveryOfferChanged });
    expect(
      (await decide({ offer_type: 'reject', retailer_message: 'x'.repeat(250) })).statusCode,
    ).toBe(200);
  });

  it('answers 404 to another retailer and 422 on a session with nothing to recover', async () => {
    const { session, decide } = await waiting();
    const stranger = await testRetailer(t);
    expect((await decide({ offer_type: 'reject' }, stranger.headers)).statusCode).toBe(404);
    const other = await waiting();
    await t.db
      .update(sessions)
      .set({ summaryStatus: 'sold' })
      .where(eq(sessions.id, other.session.id));
    const nothing = await other.decide({ offer_type: 'reject' });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toEqual({ errorMessage: SESSION_MSG.recoveryNotAvailable });
    // An administrator may answer on the retailer's behalf (signed in now: the clock moved on).
    const admin = await adminHeaders(t);
    expect((await decide({ offer_type: 'reject' }, admin)).statusCode).toBe(200);
    expect((await detail(t, admin, session.id)).summary_status).toBe('user_offer_rejected');
  });

  it('answers an unknown or malformed link with the not-valid page', async () => {
    for (const url of ['/offer/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/offer/<script>']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(RECOVERY_PAGE_TEXT.unknown);
    }
  });
});

describe('recovery: the e-mail banner', () => {
  it("heads the HTML part with the store's banner, and escapes the retailer's words", async () => {
    const { store, email, decide } = await waiting();
    const imageId = await insertImage(t.db, store.id, { imageType: 'email_banner' });
    await t.db
      .update(retailers)
      .set({ emailBannerImageId: imageId })
      .where(eq(retailers.id, store.id));
    const res = await decide({
      offer_type: 'accept',
      reason: 'should_have_accepted',
      retailer_message: 'Enjoy <b>it</b> & thanks',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await waitForEmail(t.db, email, RECOVERY_EMAIL_KIND);
    const html = mail.htmlBody!;
    expect(html.indexOf(`<img src="http://localhost:3000/uploads/${imageId}.png"`)).toBeGreaterThan(
      0,
    );
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('Hello'));
    expect(html).toContain('Enjoy &lt;b&gt;it&lt;/b&gt; &amp; thanks');
    expect(html).toContain(`<a href="http://localhost:3000/offer/`);
    // The text part says the same, without the banner.
    expect(mail.textBody).toContain('Enjoy <b>it</b> & thanks');
    expect(mail.textBody).not.toContain('<img');
  });

  it('has no banner when the store has none', async () => {
    const { email, decide } = await waiting();
    await decide({ offer_type: 'accept', reason: 'should_have_accepted' });
    const mail = await waitForEmail(t.db, email, RECOVERY_EMAIL_KIND);
    expect(mail.htmlBody).not.toContain('<img');
    expect(mail.htmlBody).toContain('accepted your offer');
  });
});
