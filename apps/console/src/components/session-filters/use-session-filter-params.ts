import type { TSessionFilters } from '@parley/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, withFilterParams } from './filter-values';

/** A change of the filters, made from the filters as they stand when it is applied. */
export type SessionFiltersUpdate = (current: TSessionFilters) => TSessionFilters;

/**
 * The session filters in the URL's query string (part 1 §2: filters live in the query string and
 * changing them navigates). New filters start again at the first page, so the offset goes in the
 * same navigation. `defaults` fill the filters the URL leaves out (the dashboard's 7 days); pass
 * the same object on every render (a constant or a memo), or the filters are rebuilt each time.
 */
export function useSessionFilterParams(
  defaults?: TSessionFilters,
): [TSessionFilters, (next: TSessionFilters | SessionFiltersUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(
    () => ({ ...defaults, ...filtersFromParams(new URLSearchParams(search)) }),
    [defaults, search],
  );
  // The query string as last asked for. A second change made before the first has rendered (a
  // start date, then at once an end date) builds on the first, not on the filters of the last
  // render, which would undo it.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const setFilters = useCallback(
    (next: TSessionFilters | SessionFiltersUpdate) => {
      const current = new URLSearchParams(latest.current);
      const resolved =
        typeof next === 'function' ? next({ ...defaults, ...filtersFromParams(current) }) : next;
      const updated = withFilterParams(current, resolved);
      updated.delete('offset');
      latest.current = updated.toString();
      setParams(updated, { replace: true });
    },
    [defaults, setParams],
  );
  return [filters, setFilters];
}
