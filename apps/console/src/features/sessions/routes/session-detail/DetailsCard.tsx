import { Anchor, Badge, Group } from '@mantine/core';
import {
  summaryStatusLabel,
  type TChattinessCategory,
  type TEngagementCategory,
  type TSessionDetail,
} from '@parley/contract';
import { formatDateTime, formatPercentage } from '../../../../lib/format';
import { objectiveText, scoreText, webUrl } from './detail-values';
import { InfoCard, InfoTable, type InfoRow } from './InfoCard';

/** Part 1 §9 engagement colour keys; chattiness reads the same way. */
const ENGAGEMENT_COLOURS: Record<TEngagementCategory, string> = {
  high: 'green',
  neutral: 'yellow',
  low: 'red',
  pending: 'gray',
  unavailable: 'gray',
};
const CHATTINESS_COLOURS: Record<TChattinessCategory, string> = {
  chatty: 'green',
  average: 'yellow',
  terse: 'red',
  pending: 'gray',
};

const NEGOTIATION_TYPE_LABELS: Record<TSessionDetail['negotiation_type'], string> = {
  product: 'Product',
  cart: 'Cart',
  contract: 'Contract',
};

/** A score, once there is one, and its category in the category's colour. */
function Score<C extends string>({
  score,
  category,
  colours,
}: {
  score: number | null;
  category: C;
  colours: Record<C, string>;
}) {
  return (
    <Group gap="xs">
      {score === null ? null : <span>{scoreText(score)}</span>}
      <Badge color={colours[category]} variant="light">
        {category}
      </Badge>
    </Group>
  );
}

/**
 * The Details card: what was negotiated, by whom, at which prices and how it ended. Percentages,
 * the last bid, scores and the retailer's name are for administrators.
 */
export function DetailsCard({
  session,
  isAdmin,
  timezone,
  money,
}: {
  session: TSessionDetail;
  isAdmin: boolean;
  timezone: string;
  money: (amount: number | null) => string;
}) {
  const { product } = session;
  const productUrl = webUrl(product.url);
  const engagement = {
    score: session.engagement_score,
    category: session.engagement_category,
    colours: ENGAGEMENT_COLOURS,
  };
  const chattiness = {
    score: session.chattiness,
    category: session.chattiness_category,
    colours: CHATTINESS_COLOURS,
  };
  const withPercentage = (amount: string, percentage: number | null) =>
    isAdmin && percentage !== null ? `${amount} (${formatPercentage(percentage)})` : amount;
  const rows: InfoRow[] = [
    { label: 'Session ID', value: session.session_id },
    // Part 1 §2: administrators also see the retailer name (the store's name, not a role).
    { label: 'Retailer Name', value: session.retailer_name, hidden: !isAdmin },
    { label: 'Status', value: summaryStatusLabel(session, 'detail') },
    { label: 'Negotiation Type', value: NEGOTIATION_TYPE_LABELS[session.negotiation_type] },
    {
      label: 'Product',
      value: productUrl ? (
        <Anchor href={productUrl} target="_blank" rel="noopener noreferrer">
          {product.name}
        </Anchor>
      ) : (
        product.name
      ),
    },
    { label: 'Variant', value: product.sub_product?.name, hidden: !product.sub_product },
    { label: 'Product ID', value: product.retailer_product_id ?? '-' },
    { label: 'SKU', value: product.product_sku ?? '-' },
    { label: 'Quantity', value: String(session.quantity) },
    { label: 'Quote Reference', value: session.quote?.reference_id, hidden: !session.quote },
    { label: 'Created', value: formatDateTime(session.created_at, timezone) },
    { label: 'Updated', value: formatDateTime(session.updated_at, timezone) },
    { label: 'List Price', value: money(session.product_price) },
    {
      label: 'Current Price',
      value: withPercentage(money(session.current_price), session.current_price_percentage),
    },
    {
      label: 'Target Discount',
      value:
        session.target_discount_percentage === null
          ? '-'
          : `${formatPercentage(session.target_discount_percentage)} (${money(session.target_discount_amount)})`,
      hidden: !isAdmin,
    },
    {
      label: 'Walkaway Price',
      value: withPercentage(money(session.walkaway_price), session.walkaway_percentage),
    },
    {
      label: 'Last User Bid',
      value: withPercentage(
        money(session.last_user_bid),
        session.last_user_bid === null ? null : session.last_user_bid_discount_percentage,
      ),
      hidden: !isAdmin,
    },
    { label: 'Objective', value: objectiveText(session.objective) },
    { label: 'Order Number', value: session.retailer_order_number ?? '-' },
    { label: 'Customer Name', value: session.user_name ?? '-' },
    {
      label: 'User Cohorts',
      value: session.cohorts.map((cohort) => cohort.name).join(', '),
      hidden: session.cohorts.length === 0,
    },
    {
      label: 'Terms Agreed',
      value: session.retailer_terms_agreed ? 'Yes' : 'No',
      hidden: !session.has_terms_url,
    },
    { label: 'Engagement', value: <Score {...engagement} />, hidden: !isAdmin },
    { label: 'Chattiness', value: <Score {...chattiness} />, hidden: !isAdmin },
    {
      label: 'Zone Walk',
      value: session.zone_walk.join(' → ') || '-',
      hidden: !isAdmin,
    },
    { label: 'Data Quality', value: String(session.data_quality ?? 0), hidden: !isAdmin },
    { label: 'Data Tag', value: session.data_tag ?? '-', hidden: !isAdmin },
    { label: 'Data Note', value: session.data_note ?? '-', hidden: !isAdmin },
  ];
  return (
    <InfoCard title="Details">
      <InfoTable rows={rows} />
    </InfoCard>
  );
}
