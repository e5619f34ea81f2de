import { Stack, Text } from '@mantine/core';
import type { TExpression } from '@parley/contract';

/** Part 1 §2 Chat message display: the deal celebration's words, verbatim. */
export const celebrationTexts = ({ percentage, dealPrice }: TExpression): string[] => [
  ...(percentage ? [`You got a ${percentage} discount!`] : []),
  // The spec's space before '!' is a non-breaking one, so the '!' never wraps onto a line alone.
  ...(dealPrice ? [`You got a deal at ${dealPrice}\u00a0!`] : []),
];

/** The celebration of a deal, under the bot's face; nothing when the reply celebrates none. */
export function Celebration({ expression }: { expression: TExpression }) {
  const texts = celebrationTexts(expression);
  if (texts.length === 0) return null;
  return (
    <Stack gap={2} align="center" py={4}>
      {texts.map((text) => (
        <Text key={text} fw={700} c="teal.8" ta="center">
          {text}
        </Text>
      ))}
    </Stack>
  );
}
