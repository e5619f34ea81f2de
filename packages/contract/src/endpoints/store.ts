import {
  STORE_CATEGORIES_PAGE_SIZE,
  STORE_PRODUCTS_PAGE_SIZE,
  ZStoreCategoriesQuery,
  ZStoreCategoriesResponse,
  ZStoreProductsQuery,
  ZStoreProductsResponse,
} from '../catalogue';
import { endpoint } from '../endpoint';
import { ZRetailerParams } from '../retailers';
import { retailerUsersOrAdministrators } from './descriptions';

const tags = ['store'];
const SEARCH = `A Shopify store is searched through its own Admin API (422 when it is not connected or refuses, 503 when it does not answer); other stores search the products entered in the console. Pages go forward after \`endCursor\` or back before \`startCursor\` (one of them at most; a cursor no longer valid answers 400). ${retailerUsersOrAdministrators()}`;

/** Look-ups in the retailer's own store (part 2 §7 Catalogue lookups), for the rule editor. */
export const storeEndpoints = {
  searchStoreProducts: endpoint({
    method: 'GET',
    path: '/retailers/:retailerId/store/products',
    tags,
    summary: 'Search the store\u2019s products',
    description: `Products matching \`product_query\` (Shopify: the store\u2019s own search syntax; otherwise the name or Product ID), ${STORE_PRODUCTS_PAGE_SIZE} a page, with their variants and the total. ${SEARCH}`,
    params: ZRetailerParams,
    query: ZStoreProductsQuery,
    response: ZStoreProductsResponse,
    refusals: [400, 404, 422, 503],
  }),
  searchStoreCategories: endpoint({
    method: 'GET',
    path: '/retailers/:retailerId/store/categories',
    tags,
    summary: 'Search the store\u2019s categories',
    description: `Categories (a Shopify store\u2019s collections) whose name matches \`category_query\`, ${STORE_CATEGORIES_PAGE_SIZE} a page. ${SEARCH}`,
    params: ZRetailerParams,
    query: ZStoreCategoriesQuery,
    response: ZStoreCategoriesResponse,
    refusals: [400, 404, 422, 503],
  }),
};
