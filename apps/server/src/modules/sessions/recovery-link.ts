import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recoveryLinks, retailers, sessions } from '../../db/schema';
import { claimSingleUse, secretMatches, unexpired } from '../../db/single-use';
import type { Deps } from '../../deps';
import type { PriceTokens } from '../../lib/price-tokens';
import { readRecoveredOffer } from './present';

/** The hidden field the store's add-to-basket form reads (the widget's default name). */
export const PRICE_TOKEN_PARAM = 'parley_price_token';

export type ClosedLink = { kind: 'unknown' | 'used' | 'expired' };

export type RecoveryLinkView =
  | ClosedLink
  | {
      kind: 'offer';
      retailerName: string;
      productName: string;
      price: string;
      quantity: number;
      message: string | null;
      /** Where the Buy form may lead (the form-action of the page's policy). */
      productOrigin: string | null;
    };

export type RecoveryPurchase =
  | ClosedLink
  | { kind: 'redirect'; location: string }
  /** No product page to go to (a contract or a basket): the proof is shown for the store. */
  | { kind: 'token'; priceToken: string; retailerName: string };

type LinkDeps = Pick<Deps, 'db' | 'clock'>;

/** The product page, when it is an http(s) address a shopper may be sent to. */
function productPage(url: string | null): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return ['http:', 'https:'].includes(parsed.protocol) ? parsed : null;
  } catch {
    return null;
  }
}

async function findLink(db: Executor, token: string) {
  const [row] = await db
    .select({ link: recoveryLinks, session: sessions, retailerName: retailers.name })
    .from(recoveryLinks)
    .innerJoin(sessions, eq(sessions.id, recoveryLinks.sessionId))
    .innerJoin(retailers, eq(retailers.id, recoveryLinks.retailerId))
    .where(secretMatches(recoveryLinks.tokenHash, token));
  return row ?? null;
}

const closedState = (link: { usedAt: Date | null; expiresAt: Date }, now: Date) =>
  link.usedAt ? ('used' as const) : link.expiresAt <= now ? ('expired' as const) : null;

/** GET {RECOVERY_LINK_PATH}/{token}: the offer, without using the link (previews may open it). */
export async function viewRecoveryLink(deps: LinkDeps, token: string): Promise<RecoveryLinkView> {
  const found = await findLink(deps.db, token);
  if (!found) return { kind: 'unknown' };
  const closed = closedState(found.link, deps.clock.now());
  if (closed) return { kind: closed };
  const { session, link } = found;
  return {
    kind: 'offer',
    retailerName: found.retailerName,
    productName: session.productName,
    price: `${session.currencySymbol}${link.price.toFixed(2)}`,
    quantity: link.quantity,
    message: readRecoveredOffer(session.recoveredOffer)?.retailer_message ?? null,
    productOrigin: productPage(session.productUrl)?.origin ?? null,
  };
}

/**
 * POST {RECOVERY_LINK_PATH}/{token}: the shopper buys. The link is claimed by a conditional
 * update (used once, before it expires), then the session gets a price token exactly like the
 * widget's add to basket, and the shopper goes to the product page with it, where the store's
 * checkout redeems it as usual.
 */
export async function buyRecoveredOffer(
  deps: LinkDeps,
  tokens: PriceTokens,
  token: string,
): Promise<RecoveryPurchase> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const claimed = await claimSingleUse(
      tx,
      recoveryLinks,
      secretMatches(recoveryLinks.tokenHash, token),
      now,
      unexpired(recoveryLinks, now),
    );
    if (!claimed) {
      const found = await findLink(tx, token);
      return { kind: found ? (closedState(found.link, now) ?? 'used') : 'unknown' };
    }
    const [session] = await tx
      .select()
      .from(sessions)
      .where(eq(sessions.id, claimed.sessionId))
      .for('update');
    const [retailer] = await tx
      .select({ name: retailers.name })
      .from(retailers)
      .where(eq(retailers.id, claimed.retailerId));
    const signed = await tokens.sign({
      sessionId: claimed.sessionId,
      retailerId: claimed.retailerId,
      price: claimed.price,
      quantity: claimed.quantity,
    });
    const offer = readRecoveredOffer(session!.recoveredOffer);
    await tx
      .update(sessions)
      .set({
        // Purchasable from here on, like a deal in the basket: the store records the sale.
        negotiationStatus: 'added_to_basket',
        dealPrice: claimed.price,
        priceTokenId: signed.claims.tokenId,
        priceTokenExpiresAt: signed.claims.expiresAt,
        priceTokenRedeemedAt: null,
        recoveredOffer: offer ? { ...offer, redeemed_at: now.toISOString() } : null,
        updatedAt: now,
      })
      .where(eq(sessions.id, claimed.sessionId));
    const page = productPage(session!.productUrl);
    if (!page) return { kind: 'token', priceToken: signed.token, retailerName: retailer!.name };
    page.searchParams.set(PRICE_TOKEN_PARAM, signed.token);
    return { kind: 'redirect', location: page.toString() };
  });
}
