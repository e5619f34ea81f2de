import { useId, useRef } from 'preact/hooks';
import { problemText } from '../api/errors';
import {
  dealWithStore,
  type NegotiationActions,
  type NegotiationState,
} from '../chat/useNegotiation';
import { Composer } from './Composer';
import { DealPanel } from './DealPanel';
import { EmailForm } from './EmailForm';
import { MessageList } from './MessageList';
import { useText } from './text-context';
import type { Theme } from './theme';
import { useFocusTrap } from './useFocusTrap';

interface ChatWindowProps {
  state: NegotiationState;
  actions: NegotiationActions;
  theme: Theme;
  /** The product's name, or the basket. */
  subject: string;
  reducedMotion: boolean;
  assetOrigin: string;
  /** Null for a chat that is part of the host's page (usage C): in the flow, nothing to close. */
  onClose: (() => void) | null;
  onAddToBasket: () => void;
}

/**
 * The chat: a modal dialog that keeps the keyboard inside it until Escape or Close, or, without
 * onClose, a region of the host's page.
 */
export function ChatWindow(props: ChatWindowProps) {
  const words = useText();
  const { state, actions, theme, subject, onClose } = props;
  const { restart } = actions;
  const { session } = state;
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialog, onClose);
  const ended = session?.ended === true;

  return (
    <div
      ref={dialog}
      class={onClose ? 'pw-chat' : 'pw-chat pw-inline'}
      role={onClose ? 'dialog' : 'region'}
      aria-modal={onClose ? 'true' : undefined}
      aria-labelledby={titleId}
    >
      <header class="pw-chat-header">
        <h2 id={titleId}>{words.chatTitle}</h2>
        <p>{subject}</p>
        {onClose && (
          <button type="button" class="pw-icon" aria-label={words.closeChat} onClick={onClose}>
            ×
          </button>
        )}
      </header>
      <MessageList
        state={state}
        reducedMotion={props.reducedMotion}
        assetOrigin={props.assetOrigin}
        onReact={(id, reaction) => void actions.react(id, reaction)}
      />
      {state.error && (
        <div class="pw-error" role="alert">
          {problemText(words, state.error)}
          {state.startFailed && (
            <button type="button" class="pw-secondary" onClick={() => void actions.open()}>
              {words.retry}
            </button>
          )}
        </div>
      )}
      {session && (
        <DealPanel
          session={session}
          theme={theme}
          subject={subject}
          busy={state.busy}
          withStore={dealWithStore(state)}
          onAccept={() => void actions.accept()}
          onAddToBasket={props.onAddToBasket}
        />
      )}
      {session?.can_leave_email && !state.emailLeft && (
        <EmailForm busy={state.busy} onSubmit={actions.leaveEmail} />
      )}
      {state.emailLeft && (
        <p class="pw-panel" role="status">
          {words.emailThanks}
        </p>
      )}
      {ended ? (
        <div class="pw-panel">
          <p>{words.ended}</p>
          {session.deal_price === null && restart && (
            <button type="button" class="pw-secondary" onClick={() => void restart()}>
              {words.startAgain}
            </button>
          )}
        </div>
      ) : (
        <Composer ready={session !== null && !state.busy} onSend={actions.send} />
      )}
    </div>
  );
}
