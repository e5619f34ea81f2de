import {
  endpoints,
  type EndpointBody,
  type EndpointParams,
  type EndpointReply,
  type TCatalogueListQuery,
} from '@parley/contract';
import type { AppInstance, ModuleRoutes } from '../../app-types';
import type { Deps } from '../../deps';
import { access } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { addonItemEntity, cohortEntity, productCategoryEntity, productEntity } from './entities';
import { catalogueService } from './service';

type Lists = typeof endpoints.catalogue;
/** The six endpoints of one list. */
type ListEndpoints = Lists[keyof Lists];
/** The item path's parameter: `productId` for products. */
type ItemParam<G extends ListEndpoints> = Exclude<
  keyof EndpointParams<G['findItem']>,
  'retailerId'
> &
  string;
/**
 * A save, as the routes below see it: in code written once for the four lists TypeScript knows
 * only that it is one of their saves (the route's schema has parsed it as this list's). Each
 * list's service, taking its own list's save, still fits the method below.
 */
type AnySave = EndpointBody<ListEndpoints['createItem']>;
type Db = Pick<Deps, 'db'>;

/** The generic list behaviour (part 1 §7) of one list, answering what its endpoints answer. */
interface ListService<G extends ListEndpoints> {
  listItems(
    deps: Db,
    retailerId: string,
    query: TCatalogueListQuery,
  ): Promise<EndpointReply<G['findItems']>>;
  createItem(deps: Db, retailerId: string, save: AnySave): Promise<EndpointReply<G['createItem']>>;
  deleteItems(
    deps: Db,
    retailerId: string,
    ids: string[],
  ): Promise<EndpointReply<G['deleteItems']>>;
  findItem(deps: Db, retailerId: string, id: string): Promise<EndpointReply<G['findItem']>>;
  updateItem(
    deps: Db,
    retailerId: string,
    id: string,
    save: AnySave,
  ): Promise<EndpointReply<G['updateItem']>>;
  deleteItem(deps: Db, retailerId: string, id: string): Promise<EndpointReply<G['deleteItem']>>;
}

/** Serves the six routes of one catalogue list, for users of the retailer in the path. */
const catalogueListServer =
  (app: AppInstance, deps: Deps) =>
  <G extends ListEndpoints>(list: G, itemParam: ItemParam<G>, service: ListService<G>) => {
    const policy = access.retailer('retailerId');
    // The route's params schema has required the parameter (a uuid) before the handler runs.
    const idOf = (params: Record<string, string>) => params[itemParam] ?? '';

    serve(app, list.findItems, policy, (request) =>
      service.listItems(deps, request.params.retailerId, request.query),
    );
    serve(app, list.createItem, policy, (request) =>
      service.createItem(deps, request.params.retailerId, request.body),
    );
    serve(app, list.deleteItems, policy, (request) =>
      service.deleteItems(deps, request.params.retailerId, request.body.ids),
    );
    serve(app, list.findItem, policy, (request) =>
      service.findItem(deps, request.params.retailerId, idOf(request.params)),
    );
    serve(app, list.updateItem, policy, (request) =>
      service.updateItem(deps, request.params.retailerId, idOf(request.params), request.body),
    );
    serve(app, list.deleteItem, policy, (request) =>
      service.deleteItem(deps, request.params.retailerId, idOf(request.params)),
    );
  };

/** The catalogue's four lists (part 1 §7), each the generic list behaviour over its entity. */
export const catalogueRoutes: ModuleRoutes = (app, deps) => {
  const lists = endpoints.catalogue;
  const serveList = catalogueListServer(app, deps);
  serveList(lists.products, 'productId', catalogueService(productEntity));
  serveList(lists.productCategories, 'productCategoryId', catalogueService(productCategoryEntity));
  serveList(lists.cohorts, 'cohortId', catalogueService(cohortEntity));
  serveList(lists.addonItems, 'addonItemId', catalogueService(addonItemEntity));
};
