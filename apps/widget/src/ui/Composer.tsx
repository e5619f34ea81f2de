import { useId, useState } from 'preact/hooks';
import { useText } from './text-context';

/** The contract's limit on a shopper message (SHOPPER_MESSAGE_MAX): longer ones are refused. */
export const MESSAGE_MAX = 500;

interface ComposerProps {
  /** Whether a message can be sent now (a session is open and no answer is awaited). */
  ready: boolean;
  onSend: (text: string) => Promise<boolean>;
}

/** The message field: Enter sends; a message that fails to send comes back for another try. */
export function Composer({ ready, onSend }: ComposerProps) {
  const words = useText();
  const [text, setText] = useState('');
  const inputId = useId();

  const submit = async (event: Event) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || !ready) return;
    setText('');
    if (!(await onSend(message))) setText(message);
  };

  return (
    <form class="pw-composer" onSubmit={(event) => void submit(event)}>
      <label class="pw-sr" for={inputId}>
        {words.messageLabel}
      </label>
      <input
        id={inputId}
        type="text"
        autocomplete="off"
        maxLength={MESSAGE_MAX}
        placeholder={words.messagePlaceholder}
        value={text}
        onInput={(event) => setText(event.currentTarget.value)}
      />
      <button type="submit" class="pw-send" aria-label={words.send} disabled={!ready}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 20.5 21 12 3 3.5v6.6L15 12 3 13.9z" />
        </svg>
      </button>
    </form>
  );
}
