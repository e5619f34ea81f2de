import type { TSessionFilters } from '@parley/contract';
import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';
import { filtersFromParams, withFilterParams } from './filter-values';

/** A change of the filters, made from the filters as they stand when it is applied. */
export type SessionFiltersUpdate = (current: TSessionFilters) => TSessionFilters;

/**
 * The session filters in the URL's query string (part 1 §2: filters live in the query string and
 * changing them navigates). A change is a new history entry, so Back returns to the filters
 * before it; new filters start again at the first page, so the offset goes in the same
 * navigation.
 *
 * `withDefaults` fills what the URL leaves out (the dashboard's 7 days, an administrator's data
 * quality across retailers); pass the same function on every render (a constant or a memo). Once
 * `ready` (the defaults may need the retailer's timezone or the viewer), they are written into
 * the URL, replacing its entry, so the URL always shows the filters in force and Back does not
 * return to a URL that would write them again.
 */
export function useSessionFilterParams(
  withDefaults?: SessionFiltersUpdate,
  ready = true,
): [TSessionFilters, (next: TSessionFilters | SessionFiltersUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const inForce = useCallback(
    (fromUrl: TSessionFilters) => (withDefaults ? withDefaults(fromUrl) : fromUrl),
    [withDefaults],
  );
  const filters = useMemo(
    () => inForce(filtersFromParams(new URLSearchParams(search))),
    [inForce, search],
  );
  // The query string as last asked for, and as last rendered. A second change made before the
  // first has rendered (a start date, then at once an end date) builds on the first, not on the
  // filters of the last render, which would undo it, and shares its history entry.
  const latest = useRef(search);
  const rendered = useRef(search);
  useEffect(() => {
    latest.current = search;
    rendered.current = search;
  }, [search]);
  const write = useCallback(
    (updated: URLSearchParams, replace: boolean) => {
      const pending = latest.current !== rendered.current;
      latest.current = updated.toString();
      setParams(updated, { replace: replace || pending });
    },
    [setParams],
  );
  const setFilters = useCallback(
    (next: TSessionFilters | SessionFiltersUpdate) => {
      const current = new URLSearchParams(latest.current);
      const resolved =
        typeof next === 'function' ? next(inForce(filtersFromParams(current))) : next;
      const updated = withFilterParams(current, inForce(resolved));
      updated.delete('offset');
      write(updated, false);
    },
    [inForce, write],
  );
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!withDefaults || !ready) return;
    // The console may be on its way to another screen: its code still loading (a write now would
    // cancel that move), or arrived while this screen stays on view until the next one renders (a
    // search-only write would land on the next screen). The defaults wait; this screen goes.
    const moving =
      router &&
      (router.state.navigation.state !== 'idle' || router.state.location.pathname !== pathname);
    if (moving) return;
    const current = new URLSearchParams(search);
    const updated = withFilterParams(current, withDefaults(filtersFromParams(current)));
    if (updated.toString() !== search) write(updated, true);
  }, [withDefaults, ready, search, write, router, pathname]);
  return [filters, setFilters];
}
