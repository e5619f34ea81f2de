import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * How a change reaches the browser's history. A change the user makes (a filter, a page, a
 * dialog opened) is a new entry, so Back undoes it; a correction the screen makes on its own (a
 * default written in, a page past the end) replaces the entry, or Back would land on the URL
 * that makes it again.
 */
export interface UrlWrite {
  replace?: boolean;
}

/**
 * One query-string parameter as state (filters, paging and open dialogs live in the URL).
 * Setting the default value removes the parameter.
 */
export function useUrlParam(
  name: string,
  fallback = '',
): [string, (value: string, write?: UrlWrite) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? fallback;
  const setValue = useCallback(
    (next: string, write: UrlWrite = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback || next === '') updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: write.replace ?? false },
      ),
    [name, fallback, setParams],
  );
  return [value, setValue];
}

/** The list offset in the URL (`?offset=40`), never negative. */
export function useOffsetParam(): [number, (offset: number, write?: UrlWrite) => void] {
  const [raw, setRaw] = useUrlParam('offset', '0');
  const parsed = Number.parseInt(raw, 10);
  const offset = Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
  const setOffset = useCallback(
    (next: number, write?: UrlWrite) => setRaw(String(Math.max(0, next)), write),
    [setRaw],
  );
  return [offset, setOffset];
}
