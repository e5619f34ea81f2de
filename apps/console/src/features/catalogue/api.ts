import {
  PAGE_SIZE,
  ZAddonItem,
  ZAddonItemList,
  ZCohort,
  ZCohortList,
  ZDeletedResponse,
  ZProduct,
  ZProductCategory,
  ZProductCategoryList,
  ZProductList,
  ZStoreCategoriesResponse,
  ZStoreProductsResponse,
  type TAddonItem,
  type TAddonItemList,
  type TCohort,
  type TCohortList,
  type TProduct,
  type TProductCategory,
  type TProductCategoryList,
  type TProductList,
  type TSaveAddonItemInput,
  type TSaveCohortRequest,
  type TSaveProductCategoryRequest,
  type TSaveProductRequest,
} from '@parley/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient, Query } from '../../lib/api';
import { useApi } from '../../lib/app-context';

/**
 * The four catalogue lists of part 2 (products, product categories, cohorts, gifts with
 * purchase) share the generic list behaviour: one definition each, one set of hooks.
 */
interface Shapes {
  products: { item: TProduct; list: TProductList };
  product_categories: { item: TProductCategory; list: TProductCategoryList };
  cohorts: { item: TCohort; list: TCohortList };
  addon_items: { item: TAddonItem; list: TAddonItemList };
}
export type CatalogueEntity = keyof Shapes;
type Item<E extends CatalogueEntity> = Shapes[E]['item'];
type List<E extends CatalogueEntity> = Shapes[E]['list'];
/** An entity's item and list as read, for screens written once for several entities. */
export type CatalogueItem<E extends CatalogueEntity> = Item<E>;
export type CatalogueListResponse<E extends CatalogueEntity> = List<E>;

const ENTITIES: {
  [E in CatalogueEntity]: { item: z.ZodType<Item<E>>; list: z.ZodType<List<E>> };
} = {
  products: { item: ZProduct, list: ZProductList },
  product_categories: { item: ZProductCategory, list: ZProductCategoryList },
  cohorts: { item: ZCohort, list: ZCohortList },
  addon_items: { item: ZAddonItem, list: ZAddonItemList },
};

/** What each entity's editor sends. */
export interface CatalogueSave {
  products: TSaveProductRequest;
  product_categories: TSaveProductCategoryRequest;
  cohorts: TSaveCohortRequest;
  addon_items: TSaveAddonItemInput;
}

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
  storeProducts: (retailerId: string, query: string, cursor: StoreCursor) =>
    [...catalogueKeys.all(retailerId), 'store-products', query, cursor] as const,
  storeCategories: (retailerId: string, query: string, cursor: StoreCursor) =>
    [...catalogueKeys.all(retailerId), 'store-categories', query, cursor] as const,
};

const listPath = (retailerId: string, entity: CatalogueEntity) =>
  `/retailers/${retailerId}/${entity}`;

export const catalogueListQuery = <E extends CatalogueEntity>(
  api: ApiClient,
  retailerId: string,
  entity: E,
  params: ListParams = {},
) =>
  queryOptions({
    queryKey: catalogueKeys.list(retailerId, entity, params),
    queryFn: () =>
      api.get(listPath(retailerId, entity), ENTITIES[entity].list, {
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
  const api = useApi();
  return useQuery({
    queryKey: catalogueKeys.item(retailerId, entity, id ?? ''),
    queryFn: () => api.get(`${listPath(retailerId, entity)}/${id}`, ENTITIES[entity].item),
    enabled: id !== null,
  });
}

/** Create (id null) or update; refreshes the entity's lists and puts the answer in the cache. */
export function useSaveCatalogueItem<E extends CatalogueEntity>(retailerId: string, entity: E) {
  const api = useApi();
  const queryClient = useQueryClient();
  const schema = ENTITIES[entity].item;
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: CatalogueSave[E] }) =>
      id === null
        ? api.post(listPath(retailerId, entity), values, schema)
        : api.put(`${listPath(retailerId, entity)}/${id}`, values, schema),
    onSuccess: async (saved, { id }) => {
      if (id !== null) queryClient.setQueryData(catalogueKeys.item(retailerId, entity, id), saved);
      await queryClient.invalidateQueries({
        queryKey: [...catalogueKeys.entity(retailerId, entity), 'list'],
      });
    },
  });
}

/** Deletes one item or several (batch DELETE with ids); `query` goes with a single delete. */
export function useDeleteCatalogueItems(
  retailerId: string,
  entity: CatalogueEntity,
  query?: Query,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1
        ? api.request('DELETE', `${listPath(retailerId, entity)}/${ids[0]}`, ZDeletedResponse, {
            query,
          })
        : api.request('DELETE', listPath(retailerId, entity), ZDeletedResponse, {
            body: { ids },
          }),
    onSuccess: async (_result, ids) => {
      for (const id of ids) {
        queryClient.removeQueries({ queryKey: catalogueKeys.item(retailerId, entity, id) });
      }
      await queryClient.invalidateQueries({
        queryKey: [...catalogueKeys.entity(retailerId, entity), 'list'],
      });
    },
  });
}

/** A page of a store search: after endCursor (next) or before startCursor (previous). */
export interface StoreCursor {
  endCursor?: string;
  startCursor?: string;
}

/** The rule editor's product picker: the store's own search, 4 per page. */
export function useStoreProducts(
  retailerId: string,
  query: string,
  cursor: StoreCursor,
  enabled = true,
) {
  const api = useApi();
  return useQuery({
    queryKey: catalogueKeys.storeProducts(retailerId, query, cursor),
    queryFn: () =>
      api.get(`/retailers/${retailerId}/store/products`, ZStoreProductsResponse, {
        product_query: query,
        ...cursor,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useStoreCategories(
  retailerId: string,
  query: string,
  cursor: StoreCursor,
  enabled = true,
) {
  const api = useApi();
  return useQuery({
    queryKey: catalogueKeys.storeCategories(retailerId, query, cursor),
    queryFn: () =>
      api.get(`/retailers/${retailerId}/store/categories`, ZStoreCategoriesResponse, {
        category_query: query,
        ...cursor,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
