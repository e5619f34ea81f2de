import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  PRICING_PLAN_IDENTIFIERS,
  PRICING_PLAN_LABELS,
  PRODUCT_TERM,
  STORE_PLATFORMS,
  STORE_PLATFORM_LABELS,
  type TRetailerListFilters,
  type TRetailerListRow,
} from '@parley/contract';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { ListSearch } from '../../../../components/data-table/ListSearch';
import type { PagedListProps } from '../../../../components/data-table/PageNumberTable';
import { stopRowClick } from '../../../../components/data-table/row-kit';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PageHeader } from '../../../../components/PageHeader';
import { formatDateTime } from '../../../../lib/format';
import type { RetailerListFilterName } from './list-filters';

const SORT_OPTIONS = [
  { value: 'recent', label: 'Most recent' },
  { value: 'name', label: 'Name' },
];
const PLAN_OPTIONS = PRICING_PLAN_IDENTIFIERS.map((value) => ({
  value,
  label: PRICING_PLAN_LABELS[value],
}));
const STORE_OPTIONS = STORE_PLATFORMS.map((value) => ({
  value,
  label: STORE_PLATFORM_LABELS[value],
}));
const UNBILLED_OPTIONS = [
  { value: 'true', label: 'With unbilled charges' },
  { value: 'false', label: 'Without unbilled charges' },
];
/** The filters that may be left empty ('Any'), in the panel's order after Sort by. */
const OPTIONAL_FILTERS = [
  {
    name: 'pricingPlanIdentifier',
    label: 'Pricing Plan',
    placeholder: 'Any plan',
    data: PLAN_OPTIONS,
  },
  {
    name: 'storeTypeIdentifier',
    label: 'Store Type',
    placeholder: 'Any store',
    data: STORE_OPTIONS,
  },
  {
    name: 'hasUnbilledCharges',
    label: 'Unbilled Charges',
    placeholder: 'Any',
    data: UNBILLED_OPTIONS,
  },
] as const;

/** 'a-b of N Retailers' (part 1 §2). */
export const retailerSummary = (offset: number, shown: number, total: number) =>
  `${total === 0 ? 0 : offset + 1}-${offset + shown} of ${total} Retailers`;

export function RetailerListPage({
  retailers,
  total,
  loadError,
  filters,
  onFilterChange,
  offset,
  onOffsetChange,
  detailHref,
  onOpen,
}: PagedListProps<TRetailerListRow> & {
  retailers: TRetailerListRow[] | undefined;
  filters: TRetailerListFilters;
  onFilterChange: (name: RetailerListFilterName, value: string | null) => void;
  detailHref: (retailer: TRetailerListRow) => string;
}) {
  const filtered = Object.entries(filters).some(
    ([name, value]) => name !== 'sortOrder' && value !== undefined,
  );
  const columns: Column<TRetailerListRow>[] = [
    { key: 'name', header: 'Retailer', cell: (retailer) => retailer.name },
    {
      key: 'plan',
      header: 'Pricing Plan',
      cell: (retailer) =>
        retailer.pricing_plan ? PRICING_PLAN_LABELS[retailer.pricing_plan.identifier] : '-',
    },
    {
      key: 'created',
      header: 'Signed Up',
      cell: (retailer) => formatDateTime(retailer.created_at),
    },
    {
      key: 'last',
      header: `Last ${PRODUCT_TERM}`,
      cell: (retailer) => (retailer.last_parley_at ? formatDateTime(retailer.last_parley_at) : '-'),
    },
    {
      key: 'manage',
      header: '',
      width: 100,
      cell: (retailer) => (
        <Button
          component={Link}
          to={detailHref(retailer)}
          size="xs"
          variant="light"
          onClick={stopRowClick}
          aria-label={`Manage ${retailer.name}`}
        >
          Manage
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="Retailers" />
      <Stack>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <ListSearch
              value={filters.searchText ?? ''}
              onChange={(text) => onFilterChange('searchText', text)}
              label="Search Retailers"
            />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <Select
                label="Sort by"
                data={SORT_OPTIONS}
                value={filters.sortOrder ?? 'recent'}
                allowDeselect={false}
                onChange={(value) => onFilterChange('sortOrder', value === 'recent' ? null : value)}
              />
              {OPTIONAL_FILTERS.map(({ name, label, placeholder, data }) => (
                <Select
                  key={name}
                  label={label}
                  placeholder={placeholder}
                  data={data}
                  value={filters[name] ?? null}
                  clearable
                  onChange={(value) => onFilterChange(name, value)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
        {loadError ? (
          <FormMessage error={loadError} />
        ) : (
          <>
            {retailers && retailers.length > 0 ? (
              <Group justify="flex-end">
                <Text size="sm" c="dimmed">
                  {retailerSummary(offset, retailers.length, total)}
                </Text>
              </Group>
            ) : null}
            <DataTable<TRetailerListRow>
              rows={retailers}
              columns={columns}
              rowKey={(retailer) => retailer.retailer_id}
              rowLabel={(retailer) => retailer.name}
              emptyMessage={
                filtered
                  ? 'No retailers matching those filters were found.'
                  : 'Currently there are no Retailers'
              }
              onRowClick={onOpen}
              paging={{ offset, total, onOffsetChange }}
            />
          </>
        )}
      </Stack>
    </>
  );
}
