import type { TUserReaction } from '@parley/contract';
import { useEffect, useRef } from 'preact/hooks';
import type { NegotiationState } from '../chat/useNegotiation';
import { ChatMessage } from './ChatMessage';
import { useText } from './text-context';

interface MessageListProps {
  state: NegotiationState;
  reducedMotion: boolean;
  assetOrigin: string;
  onReact: (messageId: string, reaction: TUserReaction | null) => void;
}

/**
 * The conversation, announced politely to screen readers as it grows (a log: new lines are read
 * out, the rest is not repeated), kept scrolled to the newest line.
 */
export function MessageList({ state, reducedMotion, assetOrigin, onReact }: MessageListProps) {
  const words = useText();
  const list = useRef<HTMLDivElement>(null);
  const waiting = state.starting || state.pending !== null;

  useEffect(() => {
    const node = list.current;
    if (typeof node?.scrollTo === 'function') node.scrollTo(0, node.scrollHeight);
  }, [state.messages, state.pending, waiting]);

  return (
    <div ref={list} class="pw-messages" role="log" aria-live="polite" aria-label={words.chatTitle}>
      {state.messages.map((message) => (
        <ChatMessage
          key={message.message_id}
          message={message}
          live={message.message_id === state.liveId}
          reducedMotion={reducedMotion}
          assetOrigin={assetOrigin}
          onReact={onReact}
        />
      ))}
      {state.pending !== null && <p class="pw-bubble pw-user pw-pending">{state.pending}</p>}
      {waiting && (
        <p class="pw-typing">
          <span class="pw-sr">{words.typing}</span>
          <span class="pw-dots" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
        </p>
      )}
    </div>
  );
}
