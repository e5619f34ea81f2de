import { and, eq } from 'drizzle-orm';
import {
  RECOVERY_LINK_HOURS,
  SESSION_MSG,
  counterOfferRefusal,
  type TRecoveredOffer,
  type TRecoveryDecision,
} from '@parley/contract';
import { answerRecoveredOffer, type RecoveryAnswer } from '@parley/engine';
import { recoveryLinks, sessions } from '../../db/schema';
import { updatedAny } from '../../db/rows';
import type { Deps } from '../../deps';
import { BusinessError } from '../../errors';
import { addSeconds } from '../../lib/clock';
import type { Principal } from '../../lib/jwt';
import { randomToken, sha256 } from '../../lib/secrets';
import { findLinkedImage } from '../images';
import type { SessionRow } from '../widget';
import { sendRecoveryEmail } from './recovery-email';
import type { SessionWithRetailer } from './repository';

type RecoveryDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>;

const WAITING = 'user_offer_available';
const ANSWERS: Record<TRecoveryDecision['offer_type'], RecoveryAnswer> = {
  accept: 'user_offer_accepted',
  counter: 'user_offer_countered',
  reject: 'user_offer_rejected',
};
export const RECOVERY_LINK_PATH = '/offer';

/** The retailer (or an administrator) may answer an offer that waits and can be e-mailed. */
export const canDecideRecovery = (
  principal: Principal,
  session: Pick<SessionRow, 'retailerId' | 'summaryStatus' | 'userEmail' | 'lastUserBid'>,
) =>
  (principal.isAdmin || principal.retailerId === session.retailerId) &&
  session.summaryStatus === WAITING &&
  session.userEmail !== null &&
  session.lastUserBid !== null;

const DECIDED: readonly string[] = Object.values(ANSWERS);

/** Why this session's offer cannot be answered now, if it cannot. */
function refusal(session: SessionRow, decision: TRecoveryDecision): string | null {
  if (DECIDED.includes(session.summaryStatus) || session.recoveredOffer !== null) {
    return SESSION_MSG.recoveryAlreadyDecided;
  }
  if (session.summaryStatus !== WAITING || session.lastUserBid === null) {
    return SESSION_MSG.recoveryNotAvailable;
  }
  if (session.userEmail === null) return SESSION_MSG.recoveryNoEmail;
  if (decision.user_offer !== session.lastUserBid) return SESSION_MSG.recoveryOfferChanged;
  return null;
}

/**
 * What the shopper may buy at: their own offer, or the retailer's final counter-offer, which the
 * contract keeps above the shopper's offer and the session's walkaway and list prices bound.
 */
function offeredPrice(session: SessionRow, decision: TRecoveryDecision): number | null {
  if (decision.offer_type === 'reject') return null;
  if (decision.offer_type === 'accept') return decision.user_offer;
  const price = decision.retailer_offer!;
  const refused = counterOfferRefusal(price, {
    walkaway_price: session.walkawayPrice,
    product_price: session.productPrice,
    currency_symbol: session.currencySymbol,
  });
  if (refused) throw new BusinessError(refused);
  return price;
}

/**
 * Part 1 §4 Recovery: accept, counter or reject a waiting offer, once. The status moves with a
 * conditional update, so of two decisions at the same moment exactly one is stored and the
 * other is refused like any second decision. Accepted and countered offers are e-mailed to the
 * shopper as a one-off link that expires in RECOVERY_LINK_HOURS; a rejection is final.
 */
export async function decideRecovery(
  deps: RecoveryDeps,
  found: SessionWithRetailer,
  decision: TRecoveryDecision,
) {
  const { session, retailer } = found;
  const refused = refusal(session, decision);
  if (refused) throw new BusinessError(refused);
  const price = offeredPrice(session, decision);
  const now = deps.clock.now();
  const expiresAt = price === null ? null : addSeconds(now, RECOVERY_LINK_HOURS * 3600);
  const offer: TRecoveredOffer = {
    offer_type: decision.offer_type,
    retailer_offer: price,
    user_offer: decision.user_offer,
    retailer_message: decision.retailer_message,
    reason: decision.offer_type === 'reject' ? (decision.reason ?? null) : decision.reason!,
    decided_at: now.toISOString(),
    link_expires_at: expiresAt?.toISOString() ?? null,
    redeemed_at: null,
  };
  const answered = answerRecoveredOffer(
    session.conversationSetup,
    session.conversationState,
    ANSWERS[decision.offer_type],
    price,
  );
  const token = randomToken();
  const bannerId = retailer.emailBannerImageId;
  const banner = bannerId ? await findLinkedImage(deps.db, deps.config, bannerId) : null;
  await deps.db.transaction(async (tx) => {
    const stored = await updatedAny(
      tx,
      sessions,
      {
        summaryStatus: ANSWERS[decision.offer_type],
        conversationState: answered.state,
        recoveredOffer: offer,
        updatedAt: now,
      },
      and(eq(sessions.id, session.id), eq(sessions.summaryStatus, WAITING)),
    );
    if (!stored) throw new BusinessError(SESSION_MSG.recoveryAlreadyDecided);
    if (price === null || expiresAt === null) return;
    await tx.insert(recoveryLinks).values({
      sessionId: session.id,
      retailerId: session.retailerId,
      tokenHash: sha256(token),
      price,
      quantity: session.quantity,
      expiresAt,
      createdAt: now,
    });
    // In the decision's transaction: the shopper's e-mail exists exactly when the decision does,
    // and its delivery job retries through an SMTP outage.
    await sendRecoveryEmail(
      deps,
      {
        to: session.userEmail!,
        userName: session.userName,
        retailerName: retailer.name,
        productName: session.productName,
        price: `${session.currencySymbol}${price.toFixed(2)}`,
        countered: decision.offer_type === 'counter',
        message: decision.retailer_message,
        link: `${deps.config.publicUrl}${RECOVERY_LINK_PATH}/${token}`,
        bannerUrl: banner?.image_url ?? null,
      },
      tx,
    );
  });
}
