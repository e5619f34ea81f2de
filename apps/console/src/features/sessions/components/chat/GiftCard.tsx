import { Box, Image, Stack, Text } from '@mantine/core';
import type { TMessageGift } from '@parley/contract';

/**
 * The gift with purchase a reply offered, drawn as the shopper's chat showed it (the card the
 * editor's Chat preview shows), in the chat's language: the server wrote its words, value and
 * colours when it stored the reply.
 */
export function GiftCard({ gift }: { gift: TMessageGift }) {
  return (
    <Box
      component="figure"
      m={0}
      maw={300}
      aria-label={`Gift with purchase: ${gift.name}`}
      style={{
        background: gift.background_color,
        color: gift.text_color,
        borderRadius: 12,
        overflow: 'hidden',
      }}
    >
      {gift.banner_image ? (
        <Image src={gift.banner_image} alt={gift.name} mah={140} fit="cover" />
      ) : null}
      <Stack component="figcaption" gap={2} p="sm">
        <Text fw={600} c="inherit">
          {gift.name}
        </Text>
        {gift.short_description ? (
          <Text size="sm" c="inherit">
            {gift.short_description}
          </Text>
        ) : null}
        <Text size="sm" c="inherit">
          Worth {gift.display_value}
        </Text>
      </Stack>
    </Box>
  );
}
