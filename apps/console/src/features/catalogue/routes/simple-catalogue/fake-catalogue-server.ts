import { MSG, endpoints, type EndpointSpec } from '@parley/contract';
import type { z } from 'zod';
import { RETAILER_ID, idSequence } from '../../../../../test/fixtures';
import {
  json,
  memoryList,
  type FakeServer,
  type RecordedCall,
} from '../../../../../test/fake-server';
import { COHORTS, PRODUCTS, PRODUCT_CATEGORIES, type SimpleEntity } from '../../simple-entities';

/** In-memory products, product categories and cohorts answering the generic list calls. */

const nextId = idSequence('10000000-0000-4000-8000');

/** Every field of these three entities is text, so an item is a record of strings. */
type Values = Record<string, string>;

type SimpleList = (typeof endpoints.catalogue)['products' | 'productCategories' | 'cohorts'];

interface EntityFake {
  list: SimpleList;
  /** The name the list's item paths give the item's id. */
  itemParam: 'productId' | 'productCategoryId' | 'cohortId';
  schema: z.ZodType<Values, Values>;
  idKey: string;
  /** The value no two items may share, and the server's refusal when they would. */
  unique?: { field: string; message: string };
}

const FAKES: Record<SimpleEntity, EntityFake> = {
  products: {
    list: endpoints.catalogue.products,
    itemParam: 'productId',
    schema: PRODUCTS.schema,
    idKey: 'product_id',
    unique: { field: 'retailer_product_id', message: MSG.productIdInUse },
  },
  product_categories: {
    list: endpoints.catalogue.productCategories,
    itemParam: 'productCategoryId',
    schema: PRODUCT_CATEGORIES.schema,
    idKey: 'product_category_id',
    unique: { field: 'name', message: MSG.categoryNameInUse },
  },
  cohorts: {
    list: endpoints.catalogue.cohorts,
    itemParam: 'cohortId',
    schema: COHORTS.schema,
    idKey: 'cohort_id',
  },
};

/** The entity's endpoints: `simpleList('products').createItem`. */
export const simpleList = (entity: SimpleEntity) => FAKES[entity].list;

/**
 * The calls made to one of the entity's endpoints, for the list or for the item `id`. The three
 * lists name their item parameter differently, so the endpoint is taken as any endpoint.
 */
export function simpleListCalls(
  server: FakeServer,
  entity: SimpleEntity,
  name: keyof SimpleList,
  id?: string,
) {
  const { list, itemParam } = FAKES[entity];
  const endpoint: EndpointSpec = list[name];
  const params: Record<string, string> =
    id === undefined ? { retailerId: RETAILER_ID } : { retailerId: RETAILER_ID, [itemParam]: id };
  return server.callsTo(endpoint, params);
}

/**
 * Serves one entity's list (offset, limit, search), read, create, update, delete and batch
 * delete, checking saves with the contract's schema as the server does. Returns the items.
 */
export function serveCatalogue(server: FakeServer, entity: SimpleEntity, initial: Values[] = []) {
  const fake = FAKES[entity];
  const { list, itemParam } = fake;
  const make = (id: string, values: Values): Values => ({
    [fake.idKey]: id,
    retailer_id: RETAILER_ID,
    ...values,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  });
  const items = initial.map((values) => make(nextId(), values));
  const memory = memoryList(
    items,
    (item) => item[fake.idKey] ?? '',
    (item) => item.name ?? '',
  );

  function save(call: RecordedCall, existing: string | null) {
    const parsed = fake.schema.safeParse(call.body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? MSG.required;
      return { refusal: json(400, { errorMessage: message, fieldErrors: {} }) };
    }
    const { unique } = fake;
    const clash =
      unique &&
      items.some(
        (item) => item[fake.idKey] !== existing && item[unique.field] === parsed.data[unique.field],
      );
    return clash
      ? { refusal: json(422, { errorMessage: unique.message }) }
      : { saved: parsed.data };
  }

  server.on(list.findItems, (call) => {
    const { page, total } = memory.page(call);
    return json(200, { [entity]: page, total });
  });
  server.on(list.findItem, (_call, params) => memory.findOne(params[itemParam]));
  server.on(list.createItem, (call) => {
    const { refusal, saved } = save(call, null);
    if (refusal) return refusal;
    const created = make(nextId(), saved);
    items.push(created);
    return json(200, created);
  });
  server.on(list.updateItem, (call, params) => {
    const id = params[itemParam];
    const index = memory.indexOf(id);
    if (index < 0) return json(404, { errorMessage: MSG.notFound });
    const { refusal, saved } = save(call, id);
    if (refusal) return refusal;
    items[index] = make(id, saved);
    return json(200, items[index]);
  });
  server.on(list.deleteItem, (_call, params) => memory.deleteOne(params[itemParam]));
  server.on(list.deleteItems, (call) => memory.deleteMany(call));

  const idOf = (name: string) => items.find((item) => item.name === name)?.[fake.idKey] ?? '';
  return { items, idOf };
}
