import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  PAGE_SIZE,
  ZAddonItem,
  ZAddonItemList,
  ZCohortList,
  ZProductCategoryList,
  ZProductList,
} from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import {
  CATALOGUE_LIST_PATHS,
  insertCatalogueRow,
  validPayloads,
  type CatalogueListPath,
} from '../../../test/support/catalogue';

let t: TestApp;
let retailerId: string;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const retailer = await t.createRetailer();
  retailerId = retailer.id;
  headers = await t.bearer(await t.createUser({ retailerId }));
});
afterAll(() => t.close());

const ID_KEYS: Record<CatalogueListPath, string> = {
  products: 'product_id',
  product_categories: 'product_category_id',
  cohorts: 'cohort_id',
  addon_items: 'addon_item_id',
};
const LIST_SCHEMAS = {
  products: ZProductList,
  product_categories: ZProductCategoryList,
  cohorts: ZCohortList,
  addon_items: ZAddonItemList,
};

function api(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  as = headers,
) {
  return t.app.inject({
    method,
    url: `/api/v1/retailers/${retailerId}/${path}`,
    headers: as,
    ...(payload ? { payload } : {}),
  });
}

/** A retailer of its own, so that lists start empty. */
async function freshRetailer() {
  const retailer = await t.createRetailer();
  return {
    id: retailer.id,
    headers: await t.bearer(await t.createUser({ retailerId: retailer.id })),
  };
}

describe.each(CATALOGUE_LIST_PATHS)('/retailers/:retailerId/%s', (path) => {
  const idKey = ID_KEYS[path];

  it('creates, reads, lists, updates and deletes', async () => {
    const payload = validPayloads[path]();
    const created = await api('POST', path, payload);
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json<Record<string, string>>();
    expect(item).toMatchObject({ retailer_id: retailerId });
    const id = item[idKey]!;

    const read = await api('GET', `${path}/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(item);

    const list = await api('GET', `${path}?_=${Date.now()}`);
    expect(list.statusCode).toBe(200);
    const body = LIST_SCHEMAS[path].parse(list.json()) as Record<string, unknown>;
    expect(body[path]).toContainEqual(item);

    const update = validPayloads[path]();
    const updated = await api('PUT', `${path}/${id}`, update);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ [idKey]: id });
    expect((await api('GET', `${path}/${id}`)).json()).toEqual(updated.json());

    const deleted = await api('DELETE', `${path}/${id}?context=ruleset`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect((await api('GET', `${path}/${id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `${path}/${id}`)).statusCode).toBe(404);
    expect((await api('PUT', `${path}/${id}`, update)).statusCode).toBe(404);
  });

  it('pages by offset, PAGE_SIZE at a time, and searches by name', async () => {
    const own = await freshRetailer();
    for (let i = 0; i < PAGE_SIZE + 3; i++) {
      await insertCatalogueRow(t.db, path, own.id, `Item ${String(i).padStart(2, '0')}`);
    }
    await insertCatalogueRow(t.db, path, own.id, 'Special 50%_off');
    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/retailers/${own.id}/${path}${query}`,
        headers: own.headers,
      });
    const first = (await get('')).json<Record<string, { name: string }[]> & { total: number }>();
    expect(first.total).toBe(PAGE_SIZE + 4);
    expect(first[path]).toHaveLength(PAGE_SIZE);
    const second = (await get(`?offset=${PAGE_SIZE}`)).json<Record<string, { name: string }[]>>();
    expect(second[path]).toHaveLength(4);
    const names = [...first[path]!, ...second[path]!].map((row) => row.name);
    expect(new Set(names).size).toBe(PAGE_SIZE + 4);

    const found = (await get(`?search=${encodeURIComponent('50%_')}`)).json<
      Record<string, { name: string }[]> & { total: number }
    >();
    expect(found.total).toBe(1);
    expect(found[path]!.map((row) => row.name)).toEqual(['Special 50%_off']);
    // LIKE's wildcards are literal: '%' alone matches only the row that contains one.
    expect((await get('?search=%25')).json<{ total: number }>().total).toBe(1);
    expect((await get('?search=item%200')).json<{ total: number }>().total).toBe(10);
    expect((await get('?offset=-1')).statusCode).toBe(400);
  });

  it("batch deletes all of the ids, or none when one is unknown or another retailer's", async () => {
    const own = await freshRetailer();
    const other = await freshRetailer();
    const ids = [
      await insertCatalogueRow(t.db, path, own.id),
      await insertCatalogueRow(t.db, path, own.id),
      await insertCatalogueRow(t.db, path, own.id),
    ];
    const theirs = await insertCatalogueRow(t.db, path, other.id);
    const remove = (body: object) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/retailers/${own.id}/${path}`,
        headers: own.headers,
        payload: body,
      });

    const before = await snapshotTables(t.db);
    for (const body of [
      { ids: [ids[0], theirs] },
      { ids: [ids[0], '00000000-0000-4000-8000-000000000000'] },
    ]) {
      const refused = await remove(body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ errorMessage: MSG.notFound });
    }
    for (const body of [{ ids: [] }, { ids: ['not-a-uuid'] }, {}]) {
      expect((await remove(body)).statusCode).toBe(400);
    }
    expect(await snapshotTables(t.db)).toEqual(before);

    // The same id twice counts once.
    const done = await remove({ ids: [ids[0], ids[1], ids[0], ids[2]!.toUpperCase()] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ deleted: 3 });
    const left = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${own.id}/${path}`,
      headers: own.headers,
    });
    expect(left.json()).toMatchObject({ total: 0 });
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${other.id}/${path}/${theirs}`,
      headers: other.headers,
    });
    expect(kept.statusCode).toBe(200);
  });
});

describe('validation', () => {
  const refusal = async (path: string, payload: object) => {
    const res = await api('POST', path, payload);
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ errorMessage: string; fieldErrors: Record<string, string> }>().fieldErrors;
  };

  it('requires Product ID and Product Name', async () => {
    expect(await refusal('products', {})).toEqual({
      retailer_product_id: MSG.required,
      name: MSG.required,
    });
    expect(await refusal('products', { retailer_product_id: '  ', name: 'Shoe' })).toEqual({
      retailer_product_id: MSG.required,
    });
  });

  it('requires the Category Name and the Cohort Name', async () => {
    expect(await refusal('product_categories', { name: ' ' })).toEqual({ name: MSG.required });
    expect(await refusal('cohorts', {})).toEqual({ name: MSG.required });
  });

  it('requires the gift fields, a short description of at most 32 characters and decimal values', async () => {
    expect(await refusal('addon_items', {})).toEqual({
      retailer_product_id: MSG.required,
      localized_name: MSG.required,
      localized_short_description: MSG.required,
      addon_type: MSG.required,
      display_value: MSG.required,
      synthetic_value: MSG.required,
    });
    const gift = validPayloads.addon_items();
    expect(
      await refusal('addon_items', {
        ...gift,
        localized_short_description: { 'en-GB': 'x'.repeat(33), fr: 'ok' },
      }),
    ).toEqual({
      'localized_short_description.en-GB': 'This field must be at most 32 characters',
    });
    expect(
      await refusal('addon_items', {
        ...gift,
        localized_name: { 'en-GB': 'Gift', fr: '' },
        localized_short_description: { 'en-GB': 'Free' },
      }),
    ).toEqual({
      'localized_name.fr': MSG.required,
      'localized_short_description.fr': MSG.required,
    });
    expect(
      await refusal('addon_items', { ...gift, display_value: 'five', synthetic_value: '1.234' }),
    ).toEqual({ display_value: MSG.double, synthetic_value: MSG.double });
    expect(await refusal('addon_items', { ...gift, display_value: '' })).toEqual({
      display_value: MSG.required,
    });
    expect(await refusal('addon_items', { ...gift, addon_type: 'coupon' })).toEqual({
      addon_type: MSG.required,
    });
    expect(
      await refusal('addon_items', { ...gift, addon_banner_image: 'javascript:alert(1)' }),
    ).toEqual({
      addon_banner_image: MSG.url,
    });
    expect(await refusal('addon_items', { ...gift, addon_banner_background_color: 'red' })).toEqual(
      {
        addon_banner_background_color: MSG.colour,
      },
    );
  });

  it('keeps the gift values to two decimals and forces synthetic 0.00 for sweeteners and free shipping', async () => {
    for (const [addonType, synthetic] of [
      ['sweetener', '0.00'],
      ['free_shipping', '0.00'],
      ['bundle_item', '3.00'],
      ['others', '3.00'],
    ] as const) {
      const res = await api('POST', 'addon_items', {
        ...validPayloads.addon_items(),
        addon_type: addonType,
        synthetic_value: 3,
      });
      expect(res.statusCode, res.body).toBe(200);
      const item = ZAddonItem.parse(res.json());
      expect(item).toMatchObject({
        addon_type: addonType,
        display_value: '12.50',
        synthetic_value: synthetic,
        addon_banner_background_color: '#F0F2F5',
      });
      expect(item.name).toMatch(/^Gift /);
    }
  });

  it('names a gift by its en-GB text, else its first language, and puts new gifts last', async () => {
    const own = await freshRetailer();
    const create = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/retailers/${own.id}/addon_items`,
        headers: own.headers,
        payload,
      });
    const first = ZAddonItem.parse(
      (
        await create({
          ...validPayloads.addon_items(),
          localized_name: { de: 'Geschenk' },
          localized_short_description: { de: 'Gratis' },
          addon_banner_image: '',
        })
      ).json(),
    );
    expect(first).toMatchObject({ name: 'Geschenk', priority: 1, addon_banner_image: null });
    const second = ZAddonItem.parse((await create(validPayloads.addon_items())).json());
    expect(second.priority).toBe(2);
  });

  it("refuses a second product with the same Product ID, but not another retailer's", async () => {
    const payload = validPayloads.products();
    expect((await api('POST', 'products', payload)).statusCode).toBe(200);
    const duplicate = await api('POST', 'products', { ...payload, name: 'Other name' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({ errorMessage: MSG.productIdInUse });

    const other = validPayloads.products();
    const otherId = (await api('POST', 'products', other)).json<{ product_id: string }>()
      .product_id;
    const clash = await api('PUT', `products/${otherId}`, payload);
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual({ errorMessage: MSG.productIdInUse });

    const elsewhere = await freshRetailer();
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/v1/retailers/${elsewhere.id}/products`,
      headers: elsewhere.headers,
      payload,
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('refuses a category name already used, whatever its case', async () => {
    expect((await api('POST', 'product_categories', { name: 'Summer Shoes' })).statusCode).toBe(
      200,
    );
    const duplicate = await api('POST', 'product_categories', { name: 'summer shoes ' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({ errorMessage: MSG.categoryNameInUse });
  });
});
