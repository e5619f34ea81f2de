import { ActionIcon, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { TChatMessage } from '@parley/contract';
import { IconQuote, IconTag } from '@tabler/icons-react';
import { BotText } from './BotText';
import { Celebration } from './Celebration';
import { Expression } from './Expression';
import { GiftCard } from './GiftCard';
// The widget's emoji, from the contract, so the log reads as the shopper saw it (part 1 §9).
import { REACTION_EMOJI } from '@parley/contract/reactions';

/** Part 1 §2: the bot did not understand the shopper (the engine lists why). */
export const isUnderstandingError = (message: TChatMessage) =>
  (message.meta.understanding_issues?.length ?? 0) > 0 || message.meta.understandingFailed === true;

/**
 * One exchange of a negotiation: the shopper's bubble, the bot's face and celebration, and the
 * bot's lines (styled as an understanding error when the bot did not understand; marked when they
 * quote one of the store's reasons) with the card of a gift they offer. Every text is
 * a text node, never HTML. With `onSelect` (administrators) a click on the message opens its
 * tagging; the tag button does the same from the keyboard.
 */
export function ChatMessage({
  message,
  onSelect,
}: {
  message: TChatMessage;
  onSelect?: (message: TChatMessage) => void;
}) {
  const { expression, meta } = message;
  const misunderstood = isUnderstandingError(message);
  const select = onSelect ? () => onSelect(message) : undefined;
  return (
    <Stack
      gap={6}
      data-message-id={message.message_id}
      onClick={select}
      style={select ? { cursor: 'pointer' } : undefined}
    >
      {message.user_message ? (
        <Group justify="flex-end" gap={4} wrap="nowrap">
          <Paper
            bg="indigo.8"
            c="white"
            px="sm"
            py={6}
            radius="lg"
            maw="80%"
            data-testid="user-message"
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.user_message}
            </Text>
          </Paper>
          {meta.bot_reaction ? (
            <span role="img" aria-label={`Bot reaction: ${meta.bot_reaction}`}>
              {REACTION_EMOJI[meta.bot_reaction]}
            </span>
          ) : null}
        </Group>
      ) : null}
      {expression ? (
        <Box ta="center">
          <Expression expression={expression} />
          <Celebration expression={expression} />
        </Box>
      ) : null}
      {message.messages.length > 0 ? (
        <Stack
          gap={4}
          align="flex-start"
          data-testid="bot-lines"
          data-understanding-error={misunderstood || undefined}
        >
          {message.messages.map((line, index) => (
            <Paper
              key={index}
              px="sm"
              py={6}
              radius="lg"
              maw="85%"
              bg={misunderstood ? 'red.0' : 'gray.1'}
              withBorder={misunderstood}
              style={misunderstood ? { borderColor: 'var(--mantine-color-red-5)' } : undefined}
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <BotText line={line} />
              </Text>
            </Paper>
          ))}
          {meta.gift ? <GiftCard gift={meta.gift} /> : null}
          {meta.quoted_reason_id ? (
            <Group gap={4} c="teal.8" data-testid="quoted-reason">
              <IconQuote size={14} aria-hidden />
              <Text size="xs">Quoted one of the store’s reasons</Text>
            </Group>
          ) : null}
          {misunderstood ? (
            <Text size="xs" c="red.8">
              Not understood
              {meta.understanding_issues?.length ? `: ${meta.understanding_issues.join(', ')}` : ''}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {meta.user_reaction || select ? (
        <Group gap="xs" justify="space-between">
          {meta.user_reaction ? (
            <span role="img" aria-label={`Shopper reaction: ${meta.user_reaction}`}>
              {REACTION_EMOJI[meta.user_reaction]}
            </span>
          ) : (
            <span />
          )}
          {select ? (
            <Tooltip label="Tag message">
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label="Tag message"
                onClick={(event) => {
                  event.stopPropagation();
                  select();
                }}
              >
                <IconTag size={14} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
