import {
  MSG,
  type TStoreCategoriesResponse,
  type TStoreCategory,
  type TStorePageInfo,
  type TStoreProduct,
  type TStoreProductsResponse,
} from '@parley/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../../components/feedback/notify';
import { useStoreSearchResults, type StoreCursor, type StoreSearchKind } from '../../../catalogue';
import type { StoreSearch } from '../../components/rule-editor/editor-settings';

/** Query-string keys of the open picker (open dialogs and paging live in the URL). */
const KEYS = { dialog: 'dialog', query: 'q', after: 'after', before: 'before' } as const;

/** A warning toast when a search fails or finds nothing (part 2 §8), once per answer. */
function useNothingFoundWarning<T>(
  query: UseQueryResult<T>,
  isEmpty: (data: T) => boolean,
  message: string,
) {
  const { data, isError, isPlaceholderData } = query;
  useEffect(() => {
    if (isError || (data && !isPlaceholderData && isEmpty(data))) notify.warning(message);
  }, [data, isError, isPlaceholderData, isEmpty, message]);
}

const noProducts = (data: TStoreProductsResponse) => data.results.products.length === 0;
const noCategories = (data: TStoreCategoriesResponse) => data.results.categories.length === 0;

/**
 * The product picker and the category-search modal: which one is open, what was searched and
 * the page (the store's cursors), kept in the URL; and the store's answers.
 */
export function useStoreSearch(retailerId: string | null): {
  products: StoreSearch<TStoreProduct>;
  categories: StoreSearch<TStoreCategory>;
} {
  const [params, setParams] = useSearchParams();
  const dialog = params.get(KEYS.dialog);
  const query = params.get(KEYS.query) ?? '';
  const after = params.get(KEYS.after);
  const before = params.get(KEYS.before);
  const cursor: StoreCursor = after ? { endCursor: after } : before ? { startCursor: before } : {};

  // One update for several keys: separate calls in one event would overwrite each other.
  const update = useCallback(
    (changes: Partial<Record<keyof typeof KEYS, string | null>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const name = KEYS[key as keyof typeof KEYS];
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const search = { retailerId: retailerId ?? '', query, cursor };
  const searching = (kind: StoreSearchKind) => dialog === kind && retailerId !== null;
  const products = useStoreSearchResults('products', search, searching('products'));
  const categories = useStoreSearchResults('categories', search, searching('categories'));
  useNothingFoundWarning(products, noProducts, MSG.noProductFound);
  useNothingFoundWarning(categories, noCategories, MSG.noCategoryFound);

  const searchOf = <T>(
    kind: StoreSearchKind,
    result: UseQueryResult<{ results: TStorePageInfo }>,
    items: T[],
  ): StoreSearch<T> => {
    const page = result.data?.results;
    return {
      opened: dialog === kind,
      query,
      items: dialog === kind ? items : [],
      loading: result.isFetching,
      hasNext: Boolean(page?.hasNextPage && page.endCursor),
      hasPrevious: Boolean(page?.hasPreviousPage && page.startCursor),
      onOpen: () => update({ dialog: kind, query: null, after: null, before: null }),
      onClose: () => update({ dialog: null, query: null, after: null, before: null }),
      onSearch: (text) => update({ query: text.trim() || null, after: null, before: null }),
      onNext: () => update({ after: page?.endCursor ?? null, before: null }),
      onPrevious: () => update({ before: page?.startCursor ?? null, after: null }),
    };
  };

  return {
    products: searchOf('products', products, products.data?.results.products ?? []),
    categories: searchOf('categories', categories, categories.data?.results.categories ?? []),
  };
}
