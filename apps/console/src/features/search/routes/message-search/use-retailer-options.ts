import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/data-table/ListSearch';
import { useRetailer, useRetailerSearch } from '../../../retailers';
import type { RetailerFilterProps } from '../../../../components/RetailerFilter';

/**
 * The Retailer filter (GET /retailers?context=search&sortOrder=name): shown only when there are
 * retailers at all; typed names search the server; the chosen one is always among the options.
 */
export function useRetailerOptions(
  retailerId: string | undefined,
  onChange: (retailerId: string | null) => void,
): RetailerFilterProps | null {
  const [searchText, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const all = useRetailerSearch('');
  const found = useRetailerSearch(debounced);
  const chosen = useRetailer(retailerId ?? null);
  if (!all.data?.length) return null;

  const options = (found.data ?? all.data).map((r) => ({ value: r.id, label: r.name }));
  if (chosen.data && !options.some((option) => option.value === chosen.data.id)) {
    options.unshift({ value: chosen.data.id, label: chosen.data.name });
  }
  return {
    value: retailerId ?? null,
    options,
    onChange,
    onSearchChange: setSearchText,
  };
}
