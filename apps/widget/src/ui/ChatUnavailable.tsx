import type { WidgetText } from './strings';

interface ChatUnavailableProps {
  words: WidgetText;
  onRetry: () => void;
  /** Null for a chat that is part of the host's page (usage C): nothing to close. */
  onClose: (() => void) | null;
}

/** In the chat's place when its script could not be loaded: what happened, and another try. */
export function ChatUnavailable({ words, onRetry, onClose }: ChatUnavailableProps) {
  return (
    <div class="pw-popup pw-unavailable">
      <p role="alert">{words.errors.network}</p>
      <button type="button" class="pw-secondary" onClick={onRetry}>
        {words.retry}
      </button>
      {onClose && (
        <button type="button" class="pw-icon" aria-label={words.close} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
