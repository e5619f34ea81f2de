import {
  ADDON_DEFAULT_BACKGROUND_COLOR,
  MSG,
  ZSaveAddonItemRequest,
  addonItemName,
  endpoints,
  type TAddonItem,
  type TSaveAddonItemRequest,
} from '@parley/contract';
import { RETAILER_ID, idSequence } from '../../../../../test/fixtures';
import { json, memoryList, type FakeServer } from '../../../../../test/fake-server';

/** In-memory stand-ins for the add-on item calls, answering contract-shaped data. */

const nextId = idSequence('00000000-0000-4000-8000');

/** The add-on items list's path, and its calls' parameters, for the demo retailer. */
export const ADDON_LIST = `/retailers/${RETAILER_ID}/addon_items`;
export const OWN = { retailerId: RETAILER_ID };

export function addonItem(overrides: Partial<TAddonItem> = {}): TAddonItem {
  const localized_name = overrides.localized_name ?? { 'en-GB': 'Free tote bag' };
  return {
    addon_item_id: nextId(),
    retailer_id: RETAILER_ID,
    name: addonItemName(localized_name),
    retailer_product_id: 'TOTE-1',
    display_value: '5.00',
    synthetic_value: '0.00',
    addon_type: 'sweetener',
    localized_name,
    localized_short_description: { 'en-GB': 'A canvas bag' },
    addon_banner_image: null,
    addon_banner_background_color: ADDON_DEFAULT_BACKGROUND_COLOR,
    priority: 1,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const saved = (item: TAddonItem, save: TSaveAddonItemRequest): TAddonItem => ({
  ...item,
  ...save,
  name: addonItemName(save.localized_name),
  addon_banner_image: save.addon_banner_image ?? null,
  priority: save.priority ?? item.priority,
});

/** The retailer's add-on items: list (offset paging), read, create, update, delete one or many. */
export function serveAddonItems(server: FakeServer, initial: TAddonItem[] = []) {
  const items = [...initial];
  const memory = memoryList(items, (item) => item.addon_item_id);
  const save = (body: unknown) => {
    const parsed = ZSaveAddonItemRequest.safeParse(body);
    return parsed.success ? parsed.data : null;
  };

  const list = endpoints.catalogue.addonItems;
  server.on(list.findItems, (call) => {
    const { page, total } = memory.page(call);
    return json(200, { addon_items: page, total });
  });
  server.on(list.findItem, (_call, { addonItemId }) => memory.findOne(addonItemId));
  server.on(list.createItem, (call) => {
    const body = save(call.body);
    if (!body) return json(400, { errorMessage: MSG.required, fieldErrors: {} });
    if (items.some((item) => item.retailer_product_id === body.retailer_product_id)) {
      return json(422, { errorMessage: MSG.productIdInUse });
    }
    const item = saved(addonItem({ priority: items.length + 1 }), body);
    items.push(item);
    return json(200, item);
  });
  server.on(list.updateItem, (call, { addonItemId }) => {
    const index = memory.indexOf(addonItemId);
    const body = save(call.body);
    const current = items[index];
    if (!current) return json(404, { errorMessage: MSG.notFound });
    if (!body) return json(400, { errorMessage: MSG.required, fieldErrors: {} });
    items[index] = saved(current, body);
    return json(200, items[index]);
  });
  server.on(list.deleteItem, (_call, { addonItemId }) => memory.deleteOne(addonItemId));
  server.on(list.deleteItems, (call) => memory.deleteMany(call));
  return items;
}
