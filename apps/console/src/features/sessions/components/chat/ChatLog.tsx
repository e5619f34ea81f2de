import { ScrollArea, Stack, Text } from '@mantine/core';
import type { TChatMessage } from '@parley/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { ChatMessage } from './ChatMessage';

/** Part 1 §9: the log scrolls to its latest message a moment after it is drawn. */
const SCROLL_DELAY_MS = 150;

/** A scrolling log that starts at its end, like the widget; `content` changes scroll it again. */
export function ChatLog({
  children,
  content,
  height = 640,
}: {
  children: ReactNode;
  content: unknown;
  height?: number;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const element = viewport.current;
      if (element) element.scrollTop = element.scrollHeight;
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [content]);
  // The viewport takes the focus so that a keyboard user can scroll the log with the arrows.
  return (
    <ScrollArea
      h={height}
      viewportRef={viewport}
      viewportProps={{ tabIndex: 0 }}
      type="auto"
      offsetScrollbars
    >
      {children}
    </ScrollArea>
  );
}

/** A negotiation's messages in order; `onSelect` (administrators) makes each one taggable. */
export function ChatMessages({
  messages,
  onSelect,
  label = 'Chat',
}: {
  messages: TChatMessage[];
  onSelect?: ((message: TChatMessage) => void) | undefined;
  label?: string;
}) {
  if (messages.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No messages
      </Text>
    );
  }
  return (
    <Stack gap="md" p="xs" role="log" aria-label={label}>
      {messages.map((message) => (
        <ChatMessage key={message.message_id} message={message} onSelect={onSelect} />
      ))}
    </Stack>
  );
}
