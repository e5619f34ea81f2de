import { and, count, eq, inArray } from 'drizzle-orm';
import type {
  TBasketResponse,
  TNegotiationStatus,
  TPriceTokenDealResponse,
  TPurchaseRequest,
  TPurchaseResponse,
  TRedeemPriceTokenResponse,
  TSaleReport,
  TSummaryStatus,
} from '@parley/contract';
import { sales, sessions } from '../../db/schema';
import { BusinessError, NotFoundError } from '../../errors';
import { conversation } from './conversation';
import { shopperIdHash } from './lib/shopper';
import { statusChanges } from './lib/turn-columns';
import { presentSessionState } from './present';
import type { PriceTokens } from '../../lib/price-tokens';
import {
  findSessionByPriceToken,
  lockSessionByPriceToken,
  updateSessionRow,
  type SessionRow,
} from './repository';
import type { WidgetCall } from './request-context';
import { inWidgetTransaction, type WidgetDeps } from './transaction';
import { inSessionTurn } from './session-turn';

export const NO_DEAL = 'There is no agreed deal to add to the basket.';
export const TOKEN_INVALID = 'This price token is not valid.';
export const TOKEN_EXPIRED = 'This price token has expired.';
export const TOKEN_USED = 'This price token has already been used.';
export const NOTHING_TO_PURCHASE = 'This negotiation has no deal to purchase.';
export const OTHER_ORDER = 'This negotiation was already purchased under another order number.';

const BASKET_READY: readonly TNegotiationStatus[] = ['deal_agreed', 'added_to_basket'];
const PURCHASABLE: readonly TNegotiationStatus[] = ['deal_agreed', 'added_to_basket', 'checkout'];

/**
 * Add to basket: the deal gets a fresh single-use price token for the store's checkout (adding
 * again replaces the last one, which stops working). A turn of the session, like a message.
 */
export function addToBasket(
  deps: WidgetDeps,
  tokens: PriceTokens,
  call: WidgetCall,
  sessionId: string,
): Promise<TBasketResponse> {
  return inSessionTurn(deps, call, sessionId, async ({ session, now }) => {
    if (!BASKET_READY.includes(session.negotiationStatus) || session.dealPrice === null) {
      throw new BusinessError(NO_DEAL);
    }
    const { token, claims } = await tokens.sign({
      sessionId: session.id,
      retailerId: session.retailerId,
      price: session.dealPrice,
      quantity: session.quantity,
    });
    const issued = {
      priceTokenId: claims.tokenId,
      priceTokenExpiresAt: claims.expiresAt,
      priceTokenRedeemedAt: null,
    };
    const changes =
      session.negotiationStatus === 'deal_agreed'
        ? statusChanges(
            session,
            conversation.markAddedToBasket(session.conversationSetup, session.conversationState),
            now,
            issued,
          )
        : { ...issued, updatedAt: now };
    const updated = { ...session, ...changes };
    return {
      changes,
      answer: {
        session: presentSessionState(updated),
        price_token: token,
        price: session.dealPrice,
        quantity: updated.quantity,
        expires_at: claims.expiresAt.toISOString(),
      },
    };
  });
}

/** A genuine, unexpired token of the caller's store: its claims. Another store's is not found. */
async function claimsOfStoreToken(tokens: PriceTokens, call: WidgetCall, token: string) {
  const check = await tokens.verify(token);
  if (!check.ok)
    throw new BusinessError(check.reason === 'expired' ? TOKEN_EXPIRED : TOKEN_INVALID);
  if (check.claims.retailerId !== call.store.retailer.id) throw new NotFoundError();
  return check.claims;
}

/** The token's session, while the token is its live one: not replaced, not yet redeemed. */
function liveTokenSession(session: SessionRow | null, call: WidgetCall): SessionRow {
  if (!session || session.retailerId !== call.store.retailer.id) {
    throw new BusinessError(TOKEN_INVALID);
  }
  if (session.priceTokenRedeemedAt) throw new BusinessError(TOKEN_USED);
  return session;
}

/**
 * The deal of a live price token of the caller's store, read without redeeming it: the widget on
 * the page a recovery link's Buy now led to shows it and hands it to the basket.
 */
export async function findPriceTokenDeal(
  deps: WidgetDeps,
  tokens: PriceTokens,
  call: WidgetCall,
  token: string,
): Promise<TPriceTokenDealResponse> {
  const claims = await claimsOfStoreToken(tokens, call, token);
  const session = liveTokenSession(
    await findSessionByPriceToken(deps.db, call.store.retailer.id, claims.tokenId),
    call,
  );
  // Set with the token id, so present on the session that holds it.
  const expiresAt = session.priceTokenExpiresAt!;
  return {
    session: presentSessionState(session),
    price_token: token,
    price: claims.price,
    quantity: claims.quantity,
    expires_at: expiresAt.toISOString(),
    retailer_product_id: session.retailerProductId,
  };
}

/**
 * The store's checkout redeems a price token with its secret key, once: the session goes to
 * checkout. Another store's token is not found; a spent, replaced or expired one is refused.
 */
export async function redeemPriceToken(
  deps: WidgetDeps,
  tokens: PriceTokens,
  call: WidgetCall,
  token: string,
): Promise<TRedeemPriceTokenResponse> {
  const claims = await claimsOfStoreToken(tokens, call, token);
  return inWidgetTransaction(deps, call, async (tx, now) => {
    const session = liveTokenSession(await lockSessionByPriceToken(tx, claims.tokenId), call);
    await updateSessionRow(
      tx,
      session,
      { priceTokenRedeemedAt: now, negotiationStatus: 'checkout', summaryStatus: 'checkout' },
      now,
    );
    return {
      session_id: session.id,
      retailer_product_id: session.retailerProductId,
      price: claims.price,
      quantity: claims.quantity,
      currency: session.currency,
      redeemed_at: now.toISOString(),
    };
  });
}

/**
 * Part 1 §3 Purchase record: the deal was bought under this order number. Recording the same
 * order again answers the same; another order number for the same negotiation is refused.
 */
export function recordPurchase(
  deps: WidgetDeps,
  call: WidgetCall,
  record: TPurchaseRequest,
): Promise<TPurchaseResponse> {
  return inSessionTurn(deps, call, record.parleyId, ({ session, now }) => {
    const answer = (summaryStatus: TSummaryStatus) => ({
      parleyId: session.id,
      orderNumber: record.orderNumber,
      summary_status: summaryStatus,
    });
    if (session.retailerOrderNumber !== null) {
      if (session.retailerOrderNumber !== record.orderNumber) throw new BusinessError(OTHER_ORDER);
      return { answer: answer(session.summaryStatus) };
    }
    if (!PURCHASABLE.includes(session.negotiationStatus)) {
      throw new BusinessError(NOTHING_TO_PURCHASE);
    }
    const bought = conversation.markPurchased(session.conversationSetup, session.conversationState);
    const changes = statusChanges(session, bought, now, {
      retailerOrderNumber: record.orderNumber,
    });
    return {
      changes,
      purchase: {
        retailerId: session.retailerId,
        sessionId: session.id,
        apiVersion: record.apiVersion,
        productId: record.productId,
        orderNumber: record.orderNumber,
        createdAt: now,
      },
      answer: answer(changes.summaryStatus),
    };
  });
}

/**
 * A sale of the store, negotiated or not, for the uplift test. Reporting an order again replaces
 * it; the negotiations it names must be the store's own.
 */
export function reportSale(deps: WidgetDeps, call: WidgetCall, report: TSaleReport) {
  const retailerId = call.store.retailer.id;
  return inWidgetTransaction(deps, call, async (tx, now) => {
    const parleyIds = [...new Set(report.parley_ids.map((id) => id.toLowerCase()))];
    if (parleyIds.length > 0) {
      const [owned] = await tx
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.retailerId, retailerId), inArray(sessions.id, parleyIds)));
      if ((owned?.n ?? 0) !== parleyIds.length) throw new NotFoundError();
    }
    const values = {
      retailerId,
      orderNumber: report.order_number,
      total: report.total,
      currency: report.currency,
      shopperIdHash: report.shopper_id ? shopperIdHash(retailerId, report.shopper_id) : null,
      parleyIds,
      orderedAt: report.ordered_at ? new Date(report.ordered_at) : now,
    };
    await tx
      .insert(sales)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: [sales.retailerId, sales.orderNumber], set: values });
    return { order_number: report.order_number, recorded: true };
  });
}
