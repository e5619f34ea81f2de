import { Anchor, Badge, Paper, Stack, Title } from '@mantine/core';
import {
  RELATED_SALES_PAGE_SIZE,
  summaryStatusLabel,
  type TAssociatedSession,
} from '@parley/contract';
import { Link } from 'react-router';
import type { Column, OffsetPaging } from '../../../../components/data-table/DataTable';
import { PageNumberTable } from '../../../../components/data-table/PageNumberTable';
import { formatDateTime, formatMoney } from '../../../../lib/format';

export interface RelatedSalesProps extends OffsetPaging {
  sales: TAssociatedSession[];
  currency: string;
  timezone: string;
  sessionHref: (sale: TAssociatedSession) => string;
}

/** A charge's negotiated sales (part 2 §3 Billing event), each leading to its session. */
export function RelatedSales({
  sales,
  currency,
  timezone,
  sessionHref,
  ...paging
}: RelatedSalesProps) {
  const money = (amount: string) => formatMoney(Number(amount), currency);
  const columns: Column<TAssociatedSession>[] = [
    {
      key: 'date',
      header: 'Date',
      cell: (sale) => (
        <Anchor component={Link} to={sessionHref(sale)} size="sm">
          {formatDateTime(sale.created_at, timezone)}
        </Anchor>
      ),
    },
    {
      key: 'user',
      header: 'User',
      cell: (sale) => (
        <>
          {sale.user_name ?? 'Anonymous'}{' '}
          {sale.is_returning_user ? (
            <Badge size="xs" variant="light">
              Returning
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: 'product', header: 'Product', cell: (sale) => sale.product.name },
    { key: 'price', header: 'Price', cell: (sale) => money(sale.product_price) },
    { key: 'sold', header: 'Sold For', cell: (sale) => money(sale.current_price) },
    { key: 'quantity', header: 'Qty', width: 60, cell: (sale) => sale.quantity },
    {
      key: 'status',
      header: 'Status',
      // These are sales: the negotiation ended in a purchase, recovered or not.
      cell: (sale) =>
        summaryStatusLabel(
          {
            ...sale,
            negotiation_status:
              sale.summary_status === 'recovered_purchased' ? 'recovered_purchased' : 'purchased',
          },
          'list',
        ),
    },
  ];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Related Sales">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Related Sales
        </Title>
        <PageNumberTable
          rows={sales}
          columns={columns}
          rowKey={(sale) => sale.session_id}
          rowLabel={(sale) => sale.product.name}
          emptyMessage="No negotiated sales for this charge."
          loadError={null}
          {...paging}
          pageSize={RELATED_SALES_PAGE_SIZE}
          totalText={String(paging.total)}
        />
      </Stack>
    </Paper>
  );
}
