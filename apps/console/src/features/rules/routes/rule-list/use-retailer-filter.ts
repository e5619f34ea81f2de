import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useUrlParam } from '../../../../lib/url-state';
import { useRetailer, useRetailerSearch } from '../../../retailers';
import type { RetailerFilterProps } from '../../../../components/RetailerFilter';

/** Retailer searches wait for a pause in typing (part 1 §9: 500 ms). */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * The algorithm list's retailer filter: the chosen retailer lives in the URL (`?retailerId=`),
 * the options come from the retailer search, and the chosen one is always among them.
 */
export function useRetailerFilter(enabled: boolean) {
  const [retailerId, setRetailerId] = useUrlParam('retailerId');
  const [searchText, setSearchText] = useState('');
  const [debouncedSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const search = useRetailerSearch(debouncedSearch, enabled);
  const chosen = useRetailer(enabled && retailerId ? retailerId : null);

  const options = (search.data ?? []).map((retailer) => ({
    value: retailer.id,
    label: retailer.name,
  }));
  if (chosen.data && !options.some((option) => option.value === chosen.data.id)) {
    options.unshift({ value: chosen.data.id, label: chosen.data.name });
  }
  const filter: RetailerFilterProps = {
    value: retailerId || null,
    options,
    onChange: (id) => setRetailerId(id ?? ''),
    onSearchChange: setSearchText,
  };
  return { retailerId: retailerId || null, filter };
}
