import { useRef } from 'preact/hooks';
import { ChatWindow } from '../ui/ChatWindow';
import { DwellPopup } from '../ui/DwellPopup';
import { NegotiateButton } from '../ui/NegotiateButton';
import { TEXT } from '../ui/strings';
import { themeText, type Theme } from '../ui/theme';
import type { PreviewInput } from './input';
import { DEAL_AGREED, NEGOTIATING, NO_ACTIONS, SAMPLE_PRODUCT } from './sample';
import { WidgetRoot } from './WidgetRoot';

const nothing = () => undefined;

/**
 * The theme preview (part 2 §2 Themes: "a live preview that is the real widget"): a sample
 * product page with the Negotiate button where a store puts it, then the widget's own components
 * in their states side by side, each in its own widget root, as the widget renders them.
 * Everything is static; every callback does nothing.
 */
export function ThemePreview({ theme, logoUrl }: PreviewInput) {
  const button = useRef<HTMLButtonElement>(null);
  const hoveredButton = useRef<HTMLButtonElement>(null);
  const text = themeText(theme);
  return (
    <div class="pv-page">
      <header class="pv-shop">
        <span class="pv-shop-name">Sample Store</span>
        <span class="pv-shop-basket">Basket (0)</span>
      </header>

      <main class="pv-product">
        <div class="pv-image" role="img" aria-label={`${SAMPLE_PRODUCT.name} (placeholder)`} />
        <div class="pv-details">
          <p class="pv-category">{SAMPLE_PRODUCT.category}</p>
          <h1>{SAMPLE_PRODUCT.name}</h1>
          <p class="pv-price">{SAMPLE_PRODUCT.price}</p>
          <p>{SAMPLE_PRODUCT.description}</p>
          <span class="pv-store-button" aria-hidden="true">
            Add to basket
          </span>
          <WidgetRoot theme={theme} name="button">
            <NegotiateButton
              theme={theme}
              open={false}
              busy={false}
              onOpen={nothing}
              buttonRef={button}
            />
          </WidgetRoot>
        </div>
      </main>

      <section class="pv-states" aria-label="The widget's states">
        <figure class="pv-state">
          <figcaption>Button on hover</figcaption>
          <WidgetRoot theme={theme} name="button-hover" hovered>
            <NegotiateButton
              theme={theme}
              open={false}
              busy={false}
              onOpen={nothing}
              buttonRef={hoveredButton}
            />
          </WidgetRoot>
          {text.infoEnabled && text.infoPopup && (
            <p class="pv-note">
              Info popup, on hovering the tooltip: <q>{text.infoPopup}</q>
            </p>
          )}
        </figure>

        <figure class="pv-state">
          <figcaption>Dwell-time popup</figcaption>
          <WidgetRoot theme={theme} name="dwell-popup" layer>
            <DwellPopup theme={theme} words={TEXT} onOpen={nothing} onClose={nothing} />
          </WidgetRoot>
        </figure>

        <ChatState theme={theme} caption="Chat window" name="chat" state={NEGOTIATING} />
        <ChatState
          theme={theme}
          caption="Deal ready (signposting)"
          name="deal"
          state={DEAL_AGREED}
        />

        <figure class="pv-state" data-preview="logo">
          <figcaption>Window logo</figcaption>
          {logoUrl ? (
            <img
              class="pv-logo"
              src={logoUrl}
              alt="The theme’s logo"
              referrerpolicy="no-referrer"
            />
          ) : (
            <p class="pv-note">No logo</p>
          )}
        </figure>
      </section>
    </div>
  );
}

/** The chat window in one of its states, as a shopper would see it on a product page. */
function ChatState({
  theme,
  caption,
  name,
  state,
}: {
  theme: Theme;
  caption: string;
  name: string;
  state: typeof NEGOTIATING;
}) {
  return (
    <figure class="pv-state pv-chat-state">
      <figcaption>{caption}</figcaption>
      <WidgetRoot theme={theme} name={name}>
        <ChatWindow
          state={state}
          actions={NO_ACTIONS}
          theme={theme}
          subject={SAMPLE_PRODUCT.name}
          reducedMotion={false}
          assetOrigin=""
          onClose={null}
          onAddToBasket={nothing}
        />
      </WidgetRoot>
    </figure>
  );
}
