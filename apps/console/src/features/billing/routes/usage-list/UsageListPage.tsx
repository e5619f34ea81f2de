import { USAGE_PAGE_SIZE, type TBillingEvent } from '@parley/contract';
import type { Column } from '../../../../components/data-table/DataTable';
import {
  PageNumberTable,
  type PagedListProps,
} from '../../../../components/data-table/PageNumberTable';
import { RowLink } from '../../../../components/data-table/row-kit';
import { PageHeader } from '../../../../components/PageHeader';
import { formatDate, formatMoney } from '../../../../lib/format';

/** Part 2 §2: what the list says when the store has no charges yet. */
export const NO_USAGE_MESSAGE = 'Usage charges from users negotiating will appear here.';

/** The usage charges (part 2 §2): ID, Description, Billed At and Amount, 20 a page. */
export function UsageListPage({
  charges,
  timezone,
  itemHref,
  ...list
}: PagedListProps<TBillingEvent> & {
  charges: TBillingEvent[] | undefined;
  timezone: string;
  itemHref: (charge: TBillingEvent) => string;
}) {
  const columns: Column<TBillingEvent>[] = [
    {
      key: 'id',
      header: 'ID',
      cell: (charge) => (
        <RowLink to={itemHref(charge)} mono>
          {charge.billing_event_id}
        </RowLink>
      ),
    },
    { key: 'description', header: 'Description', cell: (charge) => charge.description },
    {
      key: 'billed',
      header: 'Billed At',
      width: 120,
      cell: (charge) => formatDate(charge.billed_at, timezone),
    },
    {
      key: 'amount',
      header: 'Amount',
      width: 120,
      cell: (charge) => formatMoney(Number(charge.amount), charge.currency),
    },
  ];
  return (
    <>
      <PageHeader title="Usage" />
      <PageNumberTable
        {...list}
        rows={charges}
        columns={columns}
        rowKey={(charge) => charge.billing_event_id}
        rowLabel={(charge) => charge.description}
        emptyMessage={NO_USAGE_MESSAGE}
        pageSize={USAGE_PAGE_SIZE}
        totalText={String(list.total)}
      />
    </>
  );
}
