import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ZRetailerListFilters, type TRetailerListFilters } from '@parley/contract';

export type RetailerListFilterName = keyof TRetailerListFilters;

/** The list's filters from the query string; a value the server would refuse is ignored. */
function filtersOf(params: URLSearchParams): TRetailerListFilters {
  const filters: TRetailerListFilters = {};
  for (const name of Object.keys(ZRetailerListFilters.shape) as RetailerListFilterName[]) {
    const value = params.get(name);
    if (value === null) continue;
    const parsed = ZRetailerListFilters.shape[name].safeParse(value);
    if (parsed.success && parsed.data !== undefined)
      Object.assign(filters, { [name]: parsed.data });
  }
  return filters;
}

/**
 * The Retailers screen's filters in the URL (part 1 §2: sortOrder, pricingPlanIdentifier,
 * storeTypeIdentifier, searchText, hasUnbilledCharges). Changing one starts again at the first
 * page, in the same navigation, and is a history entry of its own: Back returns to the filters
 * before it (the search box calls once typing pauses, so a word is one entry).
 */
export function useRetailerListFilters(): [
  TRetailerListFilters,
  (name: RetailerListFilterName, value: string | null) => void,
] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const setFilter = useCallback(
    (name: RetailerListFilterName, value: string | null) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const text = value?.trim() ?? '';
        if (text) updated.set(name, text);
        else updated.delete(name);
        updated.delete('offset');
        return updated;
      }),
    [setParams],
  );
  return [filters, setFilter];
}
