import { Box, Group, Text } from '@mantine/core';
import type { TChatMessage } from '@parley/contract';
import { formatSessionPrice } from '../../price';
import { markerPosition, pricePoints, type PricePoint } from './price-points';

const WIDTH = 400;
const HEIGHT = 180;
const PAD = 12;
// Shade 8, as the legend's text: 4.5:1 or more on white (theme.ts).
const OFFER_COLOUR = 'var(--mantine-color-indigo-8)';
const BID_COLOUR = 'var(--mantine-color-orange-8)';

/** Top of the plot is the list price (100 %), bottom the walkaway price (0 %). */
const yOf = (position: number) => PAD + ((100 - position) / 100) * (HEIGHT - 2 * PAD);

/** A round's markers: the bot's offer, then the shopper's bid where there was one. */
const markersOf = (point: PricePoint) => [
  { kind: 'offer', amount: point.offer, colour: OFFER_COLOUR, what: 'bot offer' },
  ...(point.bid === null
    ? []
    : [{ kind: 'bid', amount: point.bid, colour: BID_COLOUR, what: 'shopper bid' }]),
];

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
            {markersOf(point).map((marker) => (
              <circle
                key={marker.kind}
                cx={xOf(index)}
                cy={yOf(at(marker.amount))}
                r={4}
                fill={marker.colour}
                data-marker={marker.kind}
                data-position={at(marker.amount)}
              >
                <title>{`Round ${point.round}: ${marker.what} ${money(marker.amount)}`}</title>
              </circle>
            ))}
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
        <Text size="xs" c="indigo.8">
          ● Bot offer
        </Text>
        <Text size="xs" c="orange.8">
          ● Shopper bid
        </Text>
      </Group>
    </Box>
  );
}
