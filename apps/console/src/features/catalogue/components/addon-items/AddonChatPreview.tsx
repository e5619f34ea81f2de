import { Box, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { ADDON_DEFAULT_BACKGROUND_COLOR } from '@parley/contract';
import { IconGift } from '@tabler/icons-react';
import { formatMoney } from '../../../../lib/format';

const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;

/** Dark text on light backgrounds and white on dark ones (relative luminance, WCAG). */
function textColourOn(hex: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.35 ? '#1A1B1E' : '#FFFFFF';
}

/** The amount as the shopper sees it; an empty or unreadable box shows no amount. */
function price(value: string | number | null): string {
  const amount = typeof value === 'string' && value.trim() === '' ? null : Number(value);
  return formatMoney(amount === null || !Number.isFinite(amount) ? null : amount);
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
  const background = HEX_COLOUR.test(backgroundColour)
    ? backgroundColour
    : ADDON_DEFAULT_BACKGROUND_COLOR;
  const colour = textColourOn(background);
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
