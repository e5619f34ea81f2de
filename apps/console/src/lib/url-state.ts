import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One query-string parameter as state (filters, paging and open dialogs live in the URL).
 * Setting the default value removes the parameter; history is replaced, not pushed.
 */
export function useUrlParam(name: string, fallback = ''): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? fallback;
  const setValue = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback || next === '') updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true },
      ),
    [name, fallback, setParams],
  );
  return [value, setValue];
}

/** The list offset in the URL (`?offset=40`), never negative. */
export function useOffsetParam(): [number, (offset: number) => void] {
  const [raw, setRaw] = useUrlParam('offset', '0');
  const parsed = Number.parseInt(raw, 10);
  const offset = Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
  return [offset, (next: number) => setRaw(String(Math.max(0, next)))];
}
