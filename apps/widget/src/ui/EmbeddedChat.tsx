import { ChatUnavailable } from './ChatUnavailable';
import type { SessionChatProps } from './SessionChat';
import { WIDGET_TEXT } from './strings';
import { useChat } from './useChat';

/**
 * Usage C's chat in the host's page, from the chat's script, asked for at once: nothing until it
 * has come, or what went wrong and another try.
 */
export function EmbeddedChat(props: SessionChatProps) {
  const { env } = props;
  const { chat, failed, retry } = useChat(env.assetOrigin, { prefetch: false, wanted: true });
  if (chat) return <chat.SessionChat {...props} />;
  if (!failed) return null;
  return (
    <div class="pw-root">
      <ChatUnavailable words={WIDGET_TEXT[env.shopper.language]} onRetry={retry} onClose={null} />
    </div>
  );
}
