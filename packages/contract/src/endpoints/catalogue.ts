import type { z } from 'zod';
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
  ZProduct,
  ZProductCategory,
  ZProductCategoryList,
  ZProductCategoryParams,
  ZProductList,
  ZProductParams,
  ZSaveAddonItemRequest,
  ZSaveCohortRequest,
  ZSaveProductCategoryRequest,
  ZSaveProductRequest,
} from '../catalogue';
import { endpoint } from '../endpoint';
import { ZRetailerParams } from '../retailers';
import { allOrNoneDeleted, retailerUsersOrAdministrators } from './descriptions';

const tags = ['catalogue'];
const WHO = retailerUsersOrAdministrators('list or item');
/** A single delete may name the list it comes from (part 2 §7); it changes nothing. */
const ZCatalogueDeleteQuery = ZCatalogueListQuery.pick({ context: true });
const sentences = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

interface CatalogueList<
  L extends string,
  P extends string,
  TItem extends z.ZodType,
  TList extends z.ZodType,
  TSave extends z.ZodType,
  TParams extends z.ZodType,
> {
  /** The list's path under the retailer, also the key of its list answer: `products`. */
  list: L;
  /** The item path's parameter: `productId`. */
  itemParam: P;
  /** For the documentation: 'product', 'products'. */
  noun: string;
  nouns: string;
  /** What a caller should know of a save beyond the schema (a 422 refusal, a rule). */
  saveNote?: string;
  /** What a delete is refused for (422) besides an unknown id; without it a delete has no 422. */
  deleteNote?: string;
  schemas: { item: TItem; list: TList; save: TSave; params: TParams };
}

/**
 * The six calls of the generic list behaviour (part 1 §7) of one catalogue list, under the same
 * names for every list: `endpoints.catalogue.products.findItems`.
 */
function catalogueList<
  const L extends string,
  const P extends string,
  TItem extends z.ZodType,
  TList extends z.ZodType,
  TSave extends z.ZodType,
  TParams extends z.ZodType,
>(spec: CatalogueList<L, P, TItem, TList, TSave, TParams>) {
  const { noun, nouns, schemas, saveNote, deleteNote } = spec;
  const listPath = `/retailers/:retailerId/${spec.list}` as const;
  // Every call is on the list or on one item of it, under the list's path and parameters.
  const onList = { path: listPath, tags, params: ZRetailerParams };
  const onItem = { path: `${listPath}/:${spec.itemParam}` as const, tags, params: schemas.params };
  // Deleting an item still in use is refused, one at a time or several at once.
  const deleteRefusals = deleteNote ? ([400, 404, 422] as const) : ([400, 404] as const);
  return {
    findItems: endpoint({
      ...onList,
      method: 'GET',
      summary: `List a retailer\u2019s ${nouns}`,
      description: sentences(
        `A page of \`limit\` ${nouns} from \`offset\`, filtered by \`search\`, with the total.`,
        WHO,
      ),
      query: ZCatalogueListQuery,
      response: schemas.list,
      refusals: [400, 404],
    }),
    createItem: endpoint({
      ...onList,
      method: 'POST',
      summary: `Create a ${noun}`,
      description: sentences(saveNote, WHO),
      body: schemas.save,
      response: schemas.item,
      refusals: [400, 404, 422],
    }),
    deleteItems: endpoint({
      ...onList,
      method: 'DELETE',
      summary: `Delete several ${nouns}`,
      description: sentences(allOrNoneDeleted(nouns), deleteNote, WHO),
      body: ZBatchDeleteRequest,
      response: ZDeletedResponse,
      refusals: deleteRefusals,
    }),
    findItem: endpoint({
      ...onItem,
      method: 'GET',
      summary: `Read a ${noun}`,
      description: WHO,
      response: schemas.item,
      refusals: [400, 404],
    }),
    updateItem: endpoint({
      ...onItem,
      method: 'PUT',
      summary: `Update a ${noun}`,
      description: sentences('Replaces the editor\u2019s fields.', saveNote, WHO),
      body: schemas.save,
      response: schemas.item,
      refusals: [400, 404, 422],
    }),
    deleteItem: endpoint({
      ...onItem,
      method: 'DELETE',
      summary: `Delete a ${noun}`,
      description: sentences(deleteNote, WHO),
      query: ZCatalogueDeleteQuery,
      response: ZDeletedResponse,
      refusals: deleteRefusals,
    }),
  };
}

/**
 * The catalogue (part 2 §3, §5, §7): four lists of a retailer with the same six calls each,
 * `endpoints.catalogue.<list>.<call>`.
 */
export const catalogueEndpoints = {
  products: catalogueList({
    list: 'products',
    itemParam: 'productId',
    noun: 'product',
    nouns: 'products',
    saveNote: 'A Product ID the retailer already has is refused with 422.',
    schemas: {
      item: ZProduct,
      list: ZProductList,
      save: ZSaveProductRequest,
      params: ZProductParams,
    },
  }),
  productCategories: catalogueList({
    list: 'product_categories',
    itemParam: 'productCategoryId',
    noun: 'product category',
    nouns: 'product categories',
    saveNote: 'A category name the retailer already has is refused with 422.',
    schemas: {
      item: ZProductCategory,
      list: ZProductCategoryList,
      save: ZSaveProductCategoryRequest,
      params: ZProductCategoryParams,
    },
  }),
  cohorts: catalogueList({
    list: 'cohorts',
    itemParam: 'cohortId',
    noun: 'user cohort',
    nouns: 'user cohorts',
    deleteNote: 'A cohort a rule still uses is refused with 422.',
    schemas: { item: ZCohort, list: ZCohortList, save: ZSaveCohortRequest, params: ZCohortParams },
  }),
  addonItems: catalogueList({
    list: 'addon_items',
    itemParam: 'addonItemId',
    noun: 'gift with purchase',
    nouns: 'gifts with purchase',
    saveNote:
      'Sweetener and free-shipping items always save a synthetic value of 0.00; `name` is the default language\u2019s name, else the first given.',
    deleteNote: 'An item a rule still offers is refused with 422.',
    schemas: {
      item: ZAddonItem,
      list: ZAddonItemList,
      save: ZSaveAddonItemRequest,
      params: ZAddonItemParams,
    },
  }),
};
