import {
  PAGE_SIZE,
  type EndpointInput,
  type EndpointResponse,
  type EndpointSpec,
  type PathParams,
  type TCatalogueListQuery,
  type TStoreCategoriesResponse,
  type TStoreProductsResponse,
} from '@parley/contract';
import { catalogueEndpoints } from '@parley/contract/endpoints/catalogue';
import { storeEndpoints } from '@parley/contract/endpoints/store';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { forgetDeleted, useApiMutation } from '../../lib/api-mutation';
import { useApiQuery } from '../../lib/api-query';
import { useApi } from '../../lib/app-context';

/**
 * The four catalogue lists of part 2 (products, product categories, cohorts, gifts with
 * purchase) share the generic list behaviour: the same six calls each in the contract, one set
 * of hooks here. Keyed as the console's pages name them.
 */
const LISTS = {
  products: catalogueEndpoints.products,
  product_categories: catalogueEndpoints.productCategories,
  cohorts: catalogueEndpoints.cohorts,
  addon_items: catalogueEndpoints.addonItems,
};
type Lists = typeof LISTS;
export type CatalogueEntity = keyof Lists;
/** An entity's item and list as read, for screens written once for several entities. */
export type CatalogueItem<E extends CatalogueEntity> = EndpointResponse<Lists[E]['findItem']>;
export type CatalogueListResponse<E extends CatalogueEntity> = EndpointResponse<
  Lists[E]['findItems']
>;
/** What each entity's editor sends. */
export type CatalogueSave = {
  [E in CatalogueEntity]: EndpointInput<Lists[E]['createItem']>['body'];
};

/** The name of each list's item path parameter, checked against its endpoints. */
const ITEM_PARAMS = {
  products: 'productId',
  product_categories: 'productCategoryId',
  cohorts: 'cohortId',
  addon_items: 'addonItemId',
} as const satisfies {
  [E in CatalogueEntity]: Exclude<keyof PathParams<Lists[E]['findItem']['path']>, 'retailerId'>;
};

type ListQuery = Partial<TCatalogueListQuery>;
/** A single delete may name the list it comes from (part 2 §7). */
type DeleteQuery = Pick<ListQuery, 'context'>;

export interface ListParams {
  offset?: number;
  limit?: number;
  search?: string;
}

export const catalogueKeys = {
  all: (retailerId: string) => ['retailers', retailerId, 'catalogue'] as const,
  entity: (retailerId: string, entity: CatalogueEntity) =>
    [...catalogueKeys.all(retailerId), entity] as const,
  list: (retailerId: string, entity: CatalogueEntity, params: ListParams = {}) =>
    [...catalogueKeys.entity(retailerId, entity), 'list', params] as const,
  item: (retailerId: string, entity: CatalogueEntity, id: string) =>
    [...catalogueKeys.entity(retailerId, entity), 'item', id] as const,
  storeSearch: (kind: StoreSearchKind, { retailerId, query, cursor }: StoreSearchParams) =>
    [...catalogueKeys.all(retailerId), `store-${kind}`, query, cursor] as const,
};

/** Any endpoint's input, as the one implementation of the four lists' calls builds it. */
interface SharedInput {
  params: Record<string, string>;
  query?: ListQuery;
  body?: unknown;
}
type SharedCall = <E extends EndpointSpec>(
  endpoint: E,
  input: SharedInput,
) => Promise<EndpointResponse<E>>;

/**
 * One list's calls, answering what its endpoints answer. TypeScript cannot check an input
 * against an endpoint picked by a type parameter, so the calls take the input every list shares
 * (its item parameter named by ITEM_PARAMS); their answers are parsed by the list's own schemas.
 */
function catalogueCalls<E extends CatalogueEntity>(api: ApiClient, retailerId: string, entity: E) {
  const list: Lists[E] = LISTS[entity];
  const call = <K extends keyof Lists[CatalogueEntity]>(name: K, input: SharedInput) =>
    (api.call as SharedCall)<Lists[E][K]>(list[name], input);
  const item = (id: string) => ({ retailerId, [ITEM_PARAMS[entity]]: id });
  return {
    findItems: (query: ListQuery) => call('findItems', { params: { retailerId }, query }),
    findItem: (id: string) => call('findItem', { params: item(id) }),
    createItem: (body: CatalogueSave[E]) => call('createItem', { params: { retailerId }, body }),
    updateItem: (id: string, body: CatalogueSave[E]) =>
      call('updateItem', { params: item(id), body }),
    deleteItem: (id: string, query?: DeleteQuery) =>
      call('deleteItem', { params: item(id), query }),
    deleteItems: (ids: string[]) => call('deleteItems', { params: { retailerId }, body: { ids } }),
  };
}

export const catalogueListQuery = <E extends CatalogueEntity>(
  api: ApiClient,
  retailerId: string,
  entity: E,
  params: ListParams = {},
) =>
  queryOptions({
    queryKey: catalogueKeys.list(retailerId, entity, params),
    queryFn: () =>
      catalogueCalls(api, retailerId, entity).findItems({
        offset: params.offset ?? 0,
        limit: params.limit ?? PAGE_SIZE,
        search: params.search || undefined,
      }),
    placeholderData: keepPreviousData,
  });

export function useCatalogueList<E extends CatalogueEntity>(
  retailerId: string,
  entity: E,
  params: ListParams = {},
) {
  return useQuery(catalogueListQuery(useApi(), retailerId, entity, params));
}

export function useCatalogueItem<E extends CatalogueEntity>(
  retailerId: string,
  entity: E,
  id: string | null,
) {
  return useApiQuery(
    catalogueKeys.item(retailerId, entity, id ?? ''),
    (api) => catalogueCalls(api, retailerId, entity).findItem(id ?? ''),
    { enabled: id !== null },
  );
}

/** Create (id null) or update; refreshes the entity's lists and puts the answer in the cache. */
export function useSaveCatalogueItem<E extends CatalogueEntity>(retailerId: string, entity: E) {
  return useApiMutation(
    (api, { id, values }: { id: string | null; values: CatalogueSave[E] }) => {
      const calls = catalogueCalls(api, retailerId, entity);
      return id === null ? calls.createItem(values) : calls.updateItem(id, values);
    },
    (queryClient, saved, { id }) => {
      if (id !== null) queryClient.setQueryData(catalogueKeys.item(retailerId, entity, id), saved);
      return queryClient.invalidateQueries({
        queryKey: [...catalogueKeys.entity(retailerId, entity), 'list'],
      });
    },
  );
}

/** Deletes one item or several (batch DELETE with ids); `query` goes with a single delete. */
export function useDeleteCatalogueItems(
  retailerId: string,
  entity: CatalogueEntity,
  query?: DeleteQuery,
) {
  return useApiMutation(
    (api, ids: string[]) => {
      const calls = catalogueCalls(api, retailerId, entity);
      return ids.length === 1 ? calls.deleteItem(ids[0]!, query) : calls.deleteItems(ids);
    },
    (queryClient, _result, ids) =>
      forgetDeleted(
        queryClient,
        ids.map((id) => catalogueKeys.item(retailerId, entity, id)),
        [...catalogueKeys.entity(retailerId, entity), 'list'],
      ),
  );
}

/** A page of a store search: after endCursor (next) or before startCursor (previous). */
export interface StoreCursor {
  endCursor?: string;
  startCursor?: string;
}

/** What a store search is given: the text searched and the page. */
export interface StoreSearchParams {
  retailerId: string;
  query: string;
  cursor: StoreCursor;
}

/** What the store's two searches answer: the rule editor's product picker, its category search. */
interface StoreSearchResults {
  products: TStoreProductsResponse;
  categories: TStoreCategoriesResponse;
}
export type StoreSearchKind = keyof StoreSearchResults;

/** Each search's call, for one page of what `search` finds. */
const STORE_SEARCHES: {
  [K in StoreSearchKind]: (
    api: ApiClient,
    search: StoreSearchParams,
  ) => Promise<StoreSearchResults[K]>;
} = {
  products: (api, { retailerId, query, cursor }) =>
    api.call(storeEndpoints.searchStoreProducts, {
      params: { retailerId },
      query: { product_query: query, ...cursor },
    }),
  categories: (api, { retailerId, query, cursor }) =>
    api.call(storeEndpoints.searchStoreCategories, {
      params: { retailerId },
      query: { category_query: query, ...cursor },
    }),
};

/** A page of the store's products or categories, kept on screen while the next one loads. */
export function useStoreSearchResults<K extends StoreSearchKind>(
  kind: K,
  search: StoreSearchParams,
  enabled: boolean,
) {
  return useApiQuery(
    catalogueKeys.storeSearch(kind, search),
    (api) => STORE_SEARCHES[kind](api, search),
    { placeholderData: keepPreviousData, enabled },
  );
}
