import type { TWidgetSessionState } from '@parley/contract';
import type { ShopperView } from '@parley/simulator';

/**
 * What a simulated shopper sees of a session: the widget's session state, as the demo data's
 * shoppers and the widget benchmark's read it.
 */
export const shopperViewOf = (session: TWidgetSessionState): ShopperView => ({
  currencySymbol: session.currency_symbol,
  botOffer: session.current_price,
  finalOffer: session.negotiation_status === 'final_offer',
  ended: session.ended,
  dealPrice: session.deal_price,
  canLeaveEmail: session.can_leave_email,
  // The widget's session state does not carry the add-on: the bot names a gift only in its text,
  // so the simulated shopper gives it no value (and judges the price alone).
  giftValue: 0,
});
