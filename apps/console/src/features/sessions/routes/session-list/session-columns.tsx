import { Anchor, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { ZONE_DEEP_LOWBALL } from '@parley/engine/zones';
import type { TSessionRow } from '@parley/contract';
import {
  IconFileInvoice,
  IconGift,
  IconShoppingCart,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Column } from '../../../../components/data-table/DataTable';
import { formatDateTime } from '../../../../lib/format';
import { SummaryStatusIcon } from '../../components/status/SummaryStatusIcon';
import { formatSessionPrice } from '../../price';

/** A small icon that names itself to screen readers and on hover. */
function RowIcon({ icon: Shown, label }: { icon: Icon; label: string }) {
  return (
    <Tooltip label={label} withArrow>
      <Box component="span" role="img" aria-label={label} display="inline-flex" c="dimmed">
        <Shown size={16} aria-hidden />
      </Box>
    </Tooltip>
  );
}

function SessionIdCell({ session, href }: { session: TSessionRow; href: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor
        component={Link}
        to={href}
        size="sm"
        ff="monospace"
        onClick={(event) => event.stopPropagation()}
      >
        {session.session_id}
      </Anchor>
      {session.is_returning_user ? (
        <RowIcon icon={IconUserCheck} label="Returning shopper" />
      ) : null}
      {session.negotiation_type === 'cart' ? (
        <RowIcon icon={IconShoppingCart} label="Cart negotiation" />
      ) : null}
      {session.addon_item_id ? <RowIcon icon={IconGift} label="Gift with purchase" /> : null}
      {session.quote ? (
        <RowIcon icon={IconFileInvoice} label={`Quote ${session.quote.reference_id}`} />
      ) : null}
    </Group>
  );
}

/** The original price struck through above the current one, when they differ. */
function PriceCell({ session }: { session: TSessionRow }) {
  const current = formatSessionPrice(session.current_price, session.currency_symbol);
  if (session.product_price === session.current_price) return <Text size="sm">{current}</Text>;
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" td="line-through" aria-label="Original price">
        {formatSessionPrice(session.product_price, session.currency_symbol)}
      </Text>
      <Text size="sm" fw={600}>
        {current}
      </Text>
    </Stack>
  );
}

const ZONES = ZONE_DEEP_LOWBALL + 1;
const CELL = 6;

/**
 * The zone each of the shopper's bids fell in, round by round (columns), zone 0 (at list price)
 * at the top and the deepest lowball at the bottom.
 */
export function ZoneWalkGrid({ zones }: { zones: number[] }) {
  if (zones.length === 0) return null;
  return (
    <svg
      role="img"
      aria-label={`Zone walk: ${zones.join(', ')}`}
      width={zones.length * (CELL + 1)}
      height={ZONES * (CELL + 1)}
    >
      {zones.map((zone, round) =>
        Array.from({ length: ZONES }, (_, row) => (
          <rect
            key={`${round}-${row}`}
            x={round * (CELL + 1)}
            y={row * (CELL + 1)}
            width={CELL}
            height={CELL}
            fill={row === zone ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-2)'}
          />
        )),
      )}
    </svg>
  );
}

/** The list's columns: Retailer only across retailers, the zone walk only when rows have one. */
export function sessionColumns({
  rows,
  timezone,
  showRetailer,
  detailHref,
}: {
  rows: TSessionRow[];
  timezone: string;
  showRetailer: boolean;
  detailHref: (session: TSessionRow) => string;
}): Column<TSessionRow>[] {
  const columns: (Column<TSessionRow> | false)[] = [
    {
      key: 'id',
      header: 'ID',
      cell: (session) => <SessionIdCell session={session} href={detailHref(session)} />,
    },
    {
      key: 'time',
      header: 'Time',
      cell: (session) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(session.created_at, timezone)}
        </Text>
      ),
    },
    showRetailer && {
      key: 'retailer',
      header: 'Retailer',
      cell: (session) => session.retailer_name,
    },
    {
      key: 'product',
      header: 'Product',
      cell: (session) => (
        <Stack gap={0}>
          <Text size="sm">{session.product.name}</Text>
          {session.product.retailer_product_id ? (
            <Text size="xs" c="dimmed">
              {session.product.retailer_product_id}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'price', header: 'Price', cell: (session) => <PriceCell session={session} /> },
    {
      key: 'status',
      header: 'Status',
      cell: (session) => <SummaryStatusIcon session={session} />,
    },
    rows.some((session) => session.zone_walk.length > 0) && {
      key: 'zoneWalk',
      header: 'Zone Walk',
      cell: (session) => <ZoneWalkGrid zones={session.zone_walk} />,
    },
  ];
  return columns.filter((column): column is Column<TSessionRow> => column !== false);
}
