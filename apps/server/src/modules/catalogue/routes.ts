import {
  ZAddonItem,
  ZAddonItemList,
  ZAddonItemParams,
  ZBatchDeleteRequest,
  ZCatalogueListQuery,
  ZCohort,
  ZCohortList,
  ZCohortParams,
  ZDeletedResponse,
  ZErrorResponse,
  ZProduct,
  ZProductCategory,
  ZProductCategoryList,
  ZProductCategoryParams,
  ZProductList,
  ZProductParams,
  ZRetailerParams,
  ZSaveAddonItemRequest,
  ZSaveCohortRequest,
  ZSaveProductCategoryRequest,
  ZSaveProductRequest,
  ZValidationErrorResponse,
  type TBatchDeleteRequest,
  type TCatalogueListQuery,
} from '@parley/contract';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { z } from 'zod';
import type { AppInstance, ModuleRoutes } from '../../app-types';
import type { Deps } from '../../deps';
import { access } from '../../plugins/access';
import { addonItemEntity, cohortEntity, productCategoryEntity, productEntity } from './entities';
import { catalogueService, type CatalogueService } from './service';

interface CatalogueRoutes<
  K extends string,
  P extends string,
  TSave extends z.ZodType,
  TOut extends z.ZodType,
> {
  /** The list path under the retailer: `products`, `cohorts`, … */
  path: K;
  itemParam: P;
  schemas: { item: TOut; list: z.ZodType; save: TSave; params: z.ZodType };
  service: CatalogueService<K, z.output<TSave>, z.output<TOut>>;
}

/**
 * The six routes of the generic list behaviour (part 1 §7) for one entity. The schemas are
 * generic here, so the handlers are typed by route generics; the schemas still validate every
 * request and response.
 */
function registerCatalogueRoutes<
  K extends string,
  P extends string,
  TSave extends z.ZodType,
  TOut extends z.ZodType,
>(typedApp: AppInstance, deps: Deps, routes: CatalogueRoutes<K, P, TSave, TOut>) {
  const app = typedApp.withTypeProvider<FastifyTypeProviderDefault>();
  const { path, itemParam, schemas, service } = routes;
  type ListParams = { retailerId: string };
  type ItemParams = ListParams & Record<P, string>;
  type Save = z.output<TSave>;
  // The route schemas have parsed both before the handler runs; generic types cannot show it.
  const itemOf = (request: { params: unknown }) => {
    const params = request.params as ItemParams;
    return { retailerId: params.retailerId, id: params[itemParam] };
  };
  const saveOf = (request: { body: unknown }) => request.body as Save;
  const listUrl = `/retailers/:retailerId/${path}`;
  const itemUrl = `${listUrl}/:${itemParam}`;
  const config = { access: access.retailer('retailerId') };
  const tags = ['catalogue'];
  const refusals = { 400: ZValidationErrorResponse, 404: ZErrorResponse };

  app.get<{ Params: ListParams; Querystring: TCatalogueListQuery }>(
    listUrl,
    {
      config,
      schema: {
        tags,
        params: ZRetailerParams,
        querystring: ZCatalogueListQuery,
        response: { 200: schemas.list, ...refusals },
      },
    },
    (request) => service.listItems(deps, request.params.retailerId, request.query),
  );

  app.post<{ Params: ListParams }>(
    listUrl,
    {
      config,
      schema: {
        tags,
        params: ZRetailerParams,
        body: schemas.save,
        response: { 200: schemas.item, 422: ZErrorResponse, ...refusals },
      },
    },
    (request) => service.createItem(deps, request.params.retailerId, saveOf(request)),
  );

  app.delete<{ Params: ListParams; Body: TBatchDeleteRequest }>(
    listUrl,
    {
      config,
      schema: {
        tags,
        params: ZRetailerParams,
        body: ZBatchDeleteRequest,
        response: { 200: ZDeletedResponse, ...refusals },
      },
    },
    (request) => service.deleteItems(deps, request.params.retailerId, request.body.ids),
  );

  app.get(
    itemUrl,
    {
      config,
      schema: { tags, params: schemas.params, response: { 200: schemas.item, ...refusals } },
    },
    (request) => {
      const { retailerId, id } = itemOf(request);
      return service.findItem(deps, retailerId, id);
    },
  );

  app.put(
    itemUrl,
    {
      config,
      schema: {
        tags,
        params: schemas.params,
        body: schemas.save,
        response: { 200: schemas.item, 422: ZErrorResponse, ...refusals },
      },
    },
    (request) => {
      const { retailerId, id } = itemOf(request);
      return service.updateItem(deps, retailerId, id, saveOf(request));
    },
  );

  app.delete(
    itemUrl,
    {
      config,
      schema: {
        tags,
        params: schemas.params,
        querystring: ZCatalogueListQuery.pick({ context: true }),
        response: { 200: ZDeletedResponse, ...refusals },
      },
    },
    (request) => {
      const { retailerId, id } = itemOf(request);
      return service.deleteItem(deps, retailerId, id);
    },
  );
}

export const productRoutes: ModuleRoutes = (app, deps) =>
  registerCatalogueRoutes(app, deps, {
    path: 'products',
    itemParam: 'productId',
    schemas: {
      item: ZProduct,
      list: ZProductList,
      save: ZSaveProductRequest,
      params: ZProductParams,
    },
    service: catalogueService(productEntity),
  });

export const productCategoryRoutes: ModuleRoutes = (app, deps) =>
  registerCatalogueRoutes(app, deps, {
    path: 'product_categories',
    itemParam: 'productCategoryId',
    schemas: {
      item: ZProductCategory,
      list: ZProductCategoryList,
      save: ZSaveProductCategoryRequest,
      params: ZProductCategoryParams,
    },
    service: catalogueService(productCategoryEntity),
  });

export const cohortRoutes: ModuleRoutes = (app, deps) =>
  registerCatalogueRoutes(app, deps, {
    path: 'cohorts',
    itemParam: 'cohortId',
    schemas: { item: ZCohort, list: ZCohortList, save: ZSaveCohortRequest, params: ZCohortParams },
    service: catalogueService(cohortEntity),
  });

export const addonItemRoutes: ModuleRoutes = (app, deps) =>
  registerCatalogueRoutes(app, deps, {
    path: 'addon_items',
    itemParam: 'addonItemId',
    schemas: {
      item: ZAddonItem,
      list: ZAddonItemList,
      save: ZSaveAddonItemRequest,
      params: ZAddonItemParams,
    },
    service: catalogueService(addonItemEntity),
  });
