import { Box, Group, Text } from '@mantine/core';
import type { TChatMessage } from '@parley/contract';
import { formatSessionPrice } from '../../price';
import { markerPosition, pricePoints } from './price-points';

const WIDTH = 400;
const HEIGHT = 180;
const PAD = 12;
const OFFER_COLOUR = 'var(--mantine-color-indigo-6)';
const BID_COLOUR = 'var(--mantine-color-orange-6)';

/** Top of the plot is the list price (100 %), bottom the walkaway price (0 %). */
const yOf = (position: number) => PAD + ((100 - position) / 100) * (HEIGHT - 2 * PAD);

/**
 * The negotiation's price walk for administrators: the bot's offer and the shopper's bid in each
 * round, between the list price and the walkaway price. Plain SVG, drawn from the messages.
 */
export function PriceGraph({
  messages,
  listPrice,
  walkawayPrice,
  currencySymbol,
}: {
  messages: TChatMessage[];
  listPrice: number;
  walkawayPrice: number;
  currencySymbol: string;
}) {
  const points = pricePoints(messages);
  if (points.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No offers were made.
      </Text>
    );
  }
  const money = (amount: number) => formatSessionPrice(amount, currencySymbol);
  const xOf = (index: number) =>
    points.length === 1 ? WIDTH / 2 : PAD + (index / (points.length - 1)) * (WIDTH - 2 * PAD);
  const at = (value: number) => markerPosition(value, walkawayPrice, listPrice);
  const offerLine = points.map((point, index) => `${xOf(index)},${yOf(at(point.offer))}`).join(' ');
  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label="Price graph"
        data-testid="price-graph"
      >
        <line x1={0} x2={WIDTH} y1={yOf(100)} y2={yOf(100)} stroke="gray" strokeDasharray="4 4" />
        <line x1={0} x2={WIDTH} y1={yOf(0)} y2={yOf(0)} stroke="red" strokeDasharray="4 4" />
        <polyline points={offerLine} fill="none" stroke={OFFER_COLOUR} strokeWidth={2} />
        {points.map((point, index) => (
          <g key={index}>
            <circle
              cx={xOf(index)}
              cy={yOf(at(point.offer))}
              r={4}
              fill={OFFER_COLOUR}
              data-marker="offer"
              data-position={at(point.offer)}
            >
              <title>{`Round ${point.round}: bot offer ${money(point.offer)}`}</title>
            </circle>
            {point.bid === null ? null : (
              <circle
                cx={xOf(index)}
                cy={yOf(at(point.bid))}
                r={4}
                fill={BID_COLOUR}
                data-marker="bid"
                data-position={at(point.bid)}
              >
                <title>{`Round ${point.round}: shopper bid ${money(point.bid)}`}</title>
              </circle>
            )}
          </g>
        ))}
      </svg>
      <Group gap="md" mt={4}>
        <Text size="xs" c="dimmed">
          List price {money(listPrice)}
        </Text>
        <Text size="xs" c="red">
          Walkaway price {money(walkawayPrice)}
        </Text>
        <Text size="xs" c="indigo.6">
          ● Bot offer
        </Text>
        <Text size="xs" c="orange.6">
          ● Shopper bid
        </Text>
      </Group>
    </Box>
  );
}
