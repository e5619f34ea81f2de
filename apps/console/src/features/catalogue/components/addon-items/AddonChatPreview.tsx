import { Box, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { addonBackground, addonTextColour } from '@parley/contract';
import { IconGift } from '@tabler/icons-react';
import { formatMoney } from '../../../../lib/format';
import { GIFT_CURRENCY } from '../../gift-currency';

/** The amount as the shopper sees it; an empty or unreadable box shows no amount. */
function price(value: string | number | null): string {
  const amount = typeof value === 'string' && value.trim() === '' ? null : Number(value);
  return formatMoney(amount === null || !Number.isFinite(amount) ? null : amount, GIFT_CURRENCY);
}

/** How the gift appears as a card in the shopper's chat, as the editor's values stand. */
export function AddonChatPreview({
  name,
  shortDescription,
  displayValue,
  image,
  backgroundColour,
}: {
  name: string;
  shortDescription: string;
  displayValue: string | number | null;
  image: string | null;
  backgroundColour: string;
}) {
  const background = addonBackground(backgroundColour);
  const colour = addonTextColour(background);
  return (
    <Stack gap="xs" component="section" aria-label="Chat preview">
      <Text size="sm" fw={500}>
        Chat preview
      </Text>
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Box maw={300}>
          <Box style={{ background, color: colour, borderRadius: 12, overflow: 'hidden' }}>
            {image ? (
              <Image src={image} alt={`${name || 'Gift'} banner`} mah={140} fit="cover" />
            ) : (
              <Center h={80} aria-hidden>
                <IconGift size={36} stroke={1.5} />
              </Center>
            )}
            <Stack gap={2} p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} c="inherit">
                  {name || 'Gift name'}
                </Text>
                <Text fw={600} c="inherit">
                  {price(displayValue)}
                </Text>
              </Group>
              <Text size="sm" c="inherit">
                {shortDescription || 'Short description'}
              </Text>
            </Stack>
          </Box>
        </Box>
      </Paper>
    </Stack>
  );
}
