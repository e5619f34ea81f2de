import { SEARCH_SORT_ORDERS } from '@parley/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { UrlWrite } from '../../../../lib/url-state';
import type { MessageSearchParams } from '../../api';

type Key = 'sortOrder' | 'retailerId' | 'userMessage' | 'botMessage' | 'feedbackOnly';
const KEYS: Key[] = ['sortOrder', 'retailerId', 'userMessage', 'botMessage', 'feedbackOnly'];

/**
 * The search's filters and offset in the URL. A changed filter starts again at the first page,
 * in the same navigation (two setters in a row would overwrite each other). Each change is a
 * history entry, so Back undoes it; the text filters arrive once typing pauses, so a word typed
 * is one entry, not one per key.
 */
export function useSearchFilterParams() {
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  const search: MessageSearchParams = {
    sortOrder: SEARCH_SORT_ORDERS.find((order) => order === params.get('sortOrder')) ?? 'recent',
    retailerId: params.get('retailerId') || undefined,
    userMessage: params.get('userMessage') || undefined,
    botMessage: params.get('botMessage') || undefined,
    feedbackOnly: params.get('feedbackOnly') === 'true' ? 'true' : undefined,
    offset,
  };

  /** Sets one filter ('' or null removes it; the default sort order is left out). */
  const setFilter = useCallback(
    (key: Key, value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!value || (key === 'sortOrder' && value === 'recent')) next.delete(key);
        else next.set(key, value);
        next.delete('offset');
        return next;
      }),
    [setParams],
  );
  const reset = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of [...KEYS, 'offset']) next.delete(key);
        return next;
      }),
    [setParams],
  );
  const setOffset = useCallback(
    (value: number, write: UrlWrite = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value > 0) next.set('offset', String(value));
          else next.delete('offset');
          return next;
        },
        { replace: write.replace ?? false },
      ),
    [setParams],
  );
  return { search, setFilter, reset, setOffset };
}
