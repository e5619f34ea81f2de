import type { RefObject } from 'preact';
import { useId } from 'preact/hooks';
import { themeText, type Theme } from './theme';

export function ChatLogo() {
  return (
    <svg class="pw-logo" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm4 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm4 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm4 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
      />
    </svg>
  );
}

interface NegotiateButtonProps {
  theme: Theme;
  open: boolean;
  /** Opened, and the chat's script is still on its way (a first click before its prefetch ended). */
  busy: boolean;
  onOpen: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** The Negotiate button with its caption (the theme's infoText; infoPopup on hover). */
export function NegotiateButton({ theme, open, busy, onOpen, buttonRef }: NegotiateButtonProps) {
  const text = themeText(theme);
  const infoId = useId();
  return (
    <div class="pw-container">
      {text.infoEnabled && (
        <span class="pw-info" id={infoId} title={text.infoPopup || undefined}>
          {text.info}
        </span>
      )}
      <button
        ref={buttonRef}
        type="button"
        class="pw-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={busy || undefined}
        aria-describedby={text.infoEnabled ? infoId : undefined}
        onClick={onOpen}
      >
        <ChatLogo />
        <span>{text.button}</span>
      </button>
    </div>
  );
}
