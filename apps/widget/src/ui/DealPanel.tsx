import type { TWidgetSessionState } from '@parley/contract';
import { useId } from 'preact/hooks';
import { formatMoney } from '../chat/money';
import { useText } from './text-context';
import { themeText, type Theme } from './theme';

interface DealPanelProps {
  session: TWidgetSessionState;
  theme: Theme;
  /** What is negotiated, named in the deal's description. */
  subject: string;
  busy: boolean;
  /** The deal is already with the store: in its basket, or bought. */
  withStore: boolean;
  onAccept: () => void;
  onAddToBasket: () => void;
}

/**
 * What the shopper can do with the price: take the bot's standing offer (Accept), or, once a
 * deal is agreed, add it to the basket (the theme's signposting texts frame it).
 */
export function DealPanel({
  session,
  theme,
  subject,
  busy,
  withStore,
  onAccept,
  onAddToBasket,
}: DealPanelProps) {
  const words = useText();
  const headingId = useId();
  const text = themeText(theme);
  const price = (amount: number) =>
    formatMoney(amount, session.currency, session.currency_symbol, session.language);

  if (session.deal_price !== null) {
    const header = [text.dealPrefix, price(session.deal_price), text.dealSuffix].filter(Boolean);
    return (
      <section class="pw-panel" aria-labelledby={headingId}>
        <h3 id={headingId}>{text.dealReady}</h3>
        <p>
          <strong>{header.join(' ')}</strong> {`${subject} ${text.dealDescription}`}
        </p>
        {withStore ? (
          <p role="status">{words.addedToBasket}</p>
        ) : (
          <button type="button" class="pw-primary" disabled={busy} onClick={onAddToBasket}>
            {words.addToBasket}
          </button>
        )}
      </section>
    );
  }
  if (!session.can_accept || session.ended) return null;
  return (
    <div class="pw-panel">
      <button type="button" class="pw-primary" disabled={busy} onClick={onAccept}>
        {words.accept(price(session.current_price))}
      </button>
    </div>
  );
}
