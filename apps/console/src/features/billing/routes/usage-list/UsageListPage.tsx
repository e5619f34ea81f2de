import { USAGE_PAGE_SIZE, type TBillingEvent } from '@parley/contract';
import type { Column } from '../../../../components/data-table/DataTable';
import { PageNumberTable } from '../../../../components/data-table/PageNumberTable';
import { RowLink } from '../../../../components/data-table/row-kit';
import { PageHeader } from '../../../../components/PageHeader';
import { formatDate, formatMoney } from '../../../../lib/format';

/** Part 2 §2: what the list says when the store has no charges yet. */
export const NO_USAGE_MESSAGE = 'Usage charges from users negotiating will appear here.';

/** The usage charges (part 2 §2): ID, Description, Billed At and Amount, 20 a page. */
export function UsageListPage({
  charges,
  total,
  loadError,
  offset,
  timezone,
  itemHref,
  onOffsetChange,
  onOpen,
}: {
  charges: TBillingEvent[] | undefined;
  total: number;
  loadError: string | null;
  offset: number;
  timezone: string;
  itemHref: (charge: TBillingEvent) => string;
  onOffsetChange: (offset: number) => void;
  onOpen: (charge: TBillingEvent) => void;
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
        rows={charges}
        columns={columns}
        rowKey={(charge) => charge.billing_event_id}
        rowLabel={(charge) => charge.description}
        emptyMessage={NO_USAGE_MESSAGE}
        onRowClick={onOpen}
        loadError={loadError}
        paging={{
          offset,
          total,
          pageSize: USAGE_PAGE_SIZE,
          onOffsetChange,
          totalText: String(total),
        }}
      />
    </>
  );
}
