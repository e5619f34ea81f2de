import { useNavigate } from 'react-router';
import { refusalMessage } from '../../../../lib/api-error';
import { useOffsetParam } from '../../../../lib/url-state';
import { useRetailerList } from '../../api';
import { retailersLinks } from '../../links';
import { RetailerListPage } from './RetailerListPage';
import { useRetailerListFilters } from './list-filters';

export default function RetailerListRoute() {
  const navigate = useNavigate();
  const [filters, setFilter] = useRetailerListFilters();
  const [offset, setOffset] = useOffsetParam();
  const list = useRetailerList(filters, offset);
  const detailHref = (retailer: { retailer_id: string }) =>
    retailersLinks.detail({ retailerId: retailer.retailer_id });
  return (
    <RetailerListPage
      retailers={list.data?.retailers}
      total={list.data?.total ?? 0}
      loadError={list.isError ? refusalMessage(list.error) : null}
      filters={filters}
      onFilterChange={setFilter}
      offset={offset}
      onOffsetChange={setOffset}
      detailHref={detailHref}
      onOpen={(retailer) => void navigate(detailHref(retailer))}
    />
  );
}
