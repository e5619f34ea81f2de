import { useId } from 'preact/hooks';
import type { WidgetText } from './strings';
import { themeText, type Theme } from './theme';

interface DwellPopupProps {
  theme: Theme;
  /** The page script's words in the chat's language (the popup comes before any chat). */
  words: WidgetText;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * The invitation for a shopper who lingers ('Still undecided?'). Not modal and it does not take
 * focus: it appears on its own, and snatching the keyboard from a shopper mid-page would be rude.
 */
export function DwellPopup({ theme, words, onOpen, onClose }: DwellPopupProps) {
  const text = themeText(theme);
  const headingId = useId();
  const textId = useId();
  return (
    <section
      class="pw-popup"
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      aria-describedby={textId}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <span class="pw-popup-logo" aria-hidden="true" />
      <h2 id={headingId}>{text.popupHeading}</h2>
      <p id={textId}>{text.popupText}</p>
      <button type="button" class="pw-primary" onClick={onOpen}>
        {words.popupAction}
      </button>
      <button type="button" class="pw-icon" aria-label={words.close} onClick={onClose}>
        ×
      </button>
    </section>
  );
}
