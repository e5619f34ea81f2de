import type { TSessionFilters } from '@parley/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, withFilterParams } from './filter-values';

/**
 * The session filters in the URL's query string (part 1 §2: filters live in the query string and
 * changing them navigates). New filters start again at the first page, so the offset goes in the
 * same navigation. `defaults` fill the filters the URL leaves out (the dashboard's 7 days); pass
 * the same object on every render (a constant or a memo), or the filters are rebuilt each time.
 */
export function useSessionFilterParams(
  defaults?: TSessionFilters,
): [TSessionFilters, (filters: TSessionFilters) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(
    () => ({ ...defaults, ...filtersFromParams(new URLSearchParams(search)) }),
    [defaults, search],
  );
  const setFilters = useCallback(
    (next: TSessionFilters) =>
      setParams(
        (current) => {
          const updated = withFilterParams(current, next);
          updated.delete('offset');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, setFilters];
}
