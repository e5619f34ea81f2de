import { z } from 'zod';
import { MSG } from './messages';
import { isWebUrl, zListPage, zRequiredText, zRetailerItemParams } from './common';
import { PAGE_SIZE } from './constants';
import { labelledEnum } from './enum-labels';

/** Products, categories, cohorts and add-on items (part 2 §3, §5, §7). */

export const { values: ADDON_TYPES, labels: ADDON_TYPE_LABELS } = labelledEnum({
  sweetener: 'Gift With Purchase',
  bundle_item: 'Bundle Item',
  free_shipping: 'Free Shipping',
  others: 'Others',
});
export type TAddonType = (typeof ADDON_TYPES)[number];
/** Types whose synthetic value is always 0.00 (part 2 §4 Gift With Purchase). */
export const ADDON_TYPES_WITHOUT_SYNTHETIC_VALUE: readonly TAddonType[] = [
  'sweetener',
  'free_shipping',
];
export const ADDON_DEFAULT_DISPLAY_VALUE = '5.00';
export const ADDON_DEFAULT_SYNTHETIC_VALUE = '0.00';
export const ADDON_DEFAULT_BACKGROUND_COLOR = '#F0F2F5';

/** The gift card's background: the saved colour, or the default when it is not #RRGGBB. */
export const addonBackground = (colour: string) =>
  COLOUR_PATTERN.test(colour) ? colour : ADDON_DEFAULT_BACKGROUND_COLOR;

/**
 * The gift card's text colour on its background (`addonBackground`): dark on light ones and
 * white on dark ones (relative luminance, WCAG). One function, so the editor's Chat preview and
 * the card in the chat agree.
 */
export function addonTextColour(background: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(background.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.35 ? '#1A1B1E' : '#FFFFFF';
}
export const ADDON_SHORT_DESCRIPTION_MAX = 32;
/** The language whose text names an add-on in lists, when it has one. */
export const ADDON_DEFAULT_LANGUAGE = 'en-GB';
/** The product picker shows 4 products per page (part 2 §9). */
export const STORE_PRODUCTS_PAGE_SIZE = 4;
export const STORE_CATEGORIES_PAGE_SIZE = 10;
/** The most ids one batch delete may name. */
export const BATCH_DELETE_MAX = 500;

const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/;
const COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** A required amount, as a number or text, normalised to two decimals ("5.00"). */
const moneyTypeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? MSG.required : MSG.double;
const zMoney = () =>
  z
    .union([z.number({ error: moneyTypeError }), z.string({ error: moneyTypeError })], {
      error: moneyTypeError,
    })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(
      z.string().min(1, { message: MSG.required }).regex(MONEY_PATTERN, { message: MSG.double }),
    )
    .transform((value) => Number(value).toFixed(2));

/** Text per language code; every language given needs its text. */
const zLocalizedText = (max: number) =>
  z
    .record(
      z.string().regex(LANGUAGE_CODE_PATTERN, { message: MSG.required }),
      zRequiredText(MSG.required, max),
      { message: MSG.required },
    )
    .refine((value) => Object.keys(value).length <= 50, { message: MSG.required });

/** An uploaded image's URL: absolute http(s), or a path on this server. */
const isImageUrl = (value: string) =>
  (value.startsWith('/') && !value.startsWith('//')) || isWebUrl(value);

const timestamps = { created_at: z.string(), updated_at: z.string() };
/** The fields after the id of a category, a cohort and an add-on item: whose it is, its name. */
const retailerNamed = { retailer_id: z.string(), name: z.string() };

export const ZProduct = z.object({
  product_id: z.string(),
  retailer_id: z.string(),
  retailer_product_id: z.string(),
  name: z.string(),
  ...timestamps,
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductCategory = z.object({
  product_category_id: z.string(),
  ...retailerNamed,
  ...timestamps,
});
export type TProductCategory = z.infer<typeof ZProductCategory>;

export const ZCohort = z.object({
  cohort_id: z.string(),
  ...retailerNamed,
  ...timestamps,
});
export type TCohort = z.infer<typeof ZCohort>;

export const ZAddonItem = z.object({
  addon_item_id: z.string(),
  ...retailerNamed,
  retailer_product_id: z.string(),
  /** Two decimals, as text: "5.00". */
  display_value: z.string(),
  synthetic_value: z.string(),
  addon_type: z.enum(ADDON_TYPES),
  localized_name: z.record(z.string(), z.string()),
  localized_short_description: z.record(z.string(), z.string()),
  addon_banner_image: z.string().nullable(),
  addon_banner_background_color: z.string(),
  priority: z.number().int(),
  ...timestamps,
});
export type TAddonItem = z.infer<typeof ZAddonItem>;

/** Product editor: Product ID and Product Name are required (part 2 §5 Catalogue). */
export const ZSaveProductRequest = z.object({
  retailer_product_id: zRequiredText(),
  name: zRequiredText(),
});
export type TSaveProductRequest = z.infer<typeof ZSaveProductRequest>;

export const ZSaveProductCategoryRequest = z.object({ name: zRequiredText() });
export type TSaveProductCategoryRequest = z.infer<typeof ZSaveProductCategoryRequest>;

export const ZSaveCohortRequest = z.object({ name: zRequiredText() });
export type TSaveCohortRequest = z.infer<typeof ZSaveCohortRequest>;

/**
 * Gift With Purchase editor (part 2 §5): Product ID, a name and a short description (at most 32
 * characters) per language, and both values are required; sweetener and free_shipping force the
 * synthetic value to 0.00.
 */
export const ZSaveAddonItemRequest = z
  .object({
    retailer_product_id: zRequiredText(),
    localized_name: zLocalizedText(255),
    localized_short_description: zLocalizedText(ADDON_SHORT_DESCRIPTION_MAX),
    addon_type: z.enum(ADDON_TYPES, { message: MSG.required }),
    display_value: zMoney(),
    synthetic_value: zMoney(),
    addon_banner_image: z
      .string()
      .trim()
      .max(2048, { message: MSG.url })
      .refine((value) => value === '' || isImageUrl(value), { message: MSG.url })
      .transform((value) => value || null)
      .nullable()
      .optional(),
    addon_banner_background_color: z
      .string()
      .regex(COLOUR_PATTERN, { message: MSG.colour })
      .default(ADDON_DEFAULT_BACKGROUND_COLOR),
    priority: z
      .number({ message: MSG.numeric })
      .int({ message: MSG.numeric })
      .min(0)
      .max(1_000_000)
      .optional(),
  })
  .superRefine((value, ctx) => {
    const names = Object.keys(value.localized_name);
    const descriptions = Object.keys(value.localized_short_description);
    if (names.length === 0 && descriptions.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['localized_name'], message: MSG.required });
    }
    for (const code of names.filter((c) => !descriptions.includes(c))) {
      ctx.addIssue({
        code: 'custom',
        path: ['localized_short_description', code],
        message: MSG.required,
      });
    }
    for (const code of descriptions.filter((c) => !names.includes(c))) {
      ctx.addIssue({ code: 'custom', path: ['localized_name', code], message: MSG.required });
    }
  })
  .transform((value) => ({
    ...value,
    synthetic_value: ADDON_TYPES_WITHOUT_SYNTHETIC_VALUE.includes(value.addon_type)
      ? ADDON_DEFAULT_SYNTHETIC_VALUE
      : value.synthetic_value,
  }));
export type TSaveAddonItemInput = z.input<typeof ZSaveAddonItemRequest>;
export type TSaveAddonItemRequest = z.output<typeof ZSaveAddonItemRequest>;

/** The name lists show: the default language's, else the first given. */
export function addonItemName(localizedName: Record<string, string>): string {
  return localizedName[ADDON_DEFAULT_LANGUAGE] ?? Object.values(localizedName)[0] ?? '';
}

/** Lists page by offset, PAGE_SIZE rows at a time, optionally filtered by a search text. */
export const ZCatalogueListQuery = z.object({
  offset: z.coerce
    .number({ message: MSG.numeric })
    .int({ message: MSG.numeric })
    .min(0)
    .max(1_000_000)
    .default(0),
  limit: z.coerce
    .number({ message: MSG.numeric })
    .int({ message: MSG.numeric })
    .min(1)
    .max(100)
    .default(PAGE_SIZE),
  search: z.string().trim().max(255).optional(),
  /** Sent by the console on some calls; the lists are the same in every context. */
  context: z.string().max(50).optional(),
});
export type TCatalogueListQuery = z.infer<typeof ZCatalogueListQuery>;

export const ZProductList = zListPage('products', ZProduct);
export type TProductList = z.infer<typeof ZProductList>;
export const ZProductCategoryList = zListPage('product_categories', ZProductCategory);
export type TProductCategoryList = z.infer<typeof ZProductCategoryList>;
export const ZCohortList = zListPage('cohorts', ZCohort);
export type TCohortList = z.infer<typeof ZCohortList>;
export const ZAddonItemList = zListPage('addon_items', ZAddonItem);
export type TAddonItemList = z.infer<typeof ZAddonItemList>;

/** DELETE on a list path: all of them, or none when any is unknown. */
export const ZBatchDeleteRequest = z.object({
  ids: z
    .array(z.uuid({ message: MSG.notFound }), { message: MSG.required })
    .min(1, { message: MSG.required })
    .max(BATCH_DELETE_MAX),
});
export type TBatchDeleteRequest = z.infer<typeof ZBatchDeleteRequest>;
export const ZDeletedResponse = z.object({ deleted: z.number().int() });
export type TDeletedResponse = z.infer<typeof ZDeletedResponse>;

export const ZProductParams = zRetailerItemParams('productId');
export const ZProductCategoryParams = zRetailerItemParams('productCategoryId');
export const ZCohortParams = zRetailerItemParams('cohortId');
export const ZAddonItemParams = zRetailerItemParams('addonItemId');

// Store catalogue look-ups (part 2 §7 Catalogue lookups): opaque cursors, both directions.

const cursorQuery = {
  /** Results after this cursor (the next page). */
  endCursor: z.string().max(1000).optional(),
  /** Results before this cursor (the previous page). */
  startCursor: z.string().max(1000).optional(),
};
const oneCursor = (query: { startCursor?: string; endCursor?: string }) =>
  !(query.startCursor && query.endCursor);

export const ZStoreProductsQuery = z
  .object({ product_query: z.string().trim().max(255).default(''), ...cursorQuery })
  .refine(oneCursor, { path: ['startCursor'], message: MSG.searchPageGone });
export type TStoreProductsQuery = z.infer<typeof ZStoreProductsQuery>;

export const ZStoreCategoriesQuery = z
  .object({ category_query: z.string().trim().max(255).default(''), ...cursorQuery })
  .refine(oneCursor, { path: ['startCursor'], message: MSG.searchPageGone });
export type TStoreCategoriesQuery = z.infer<typeof ZStoreCategoriesQuery>;

export const ZStoreSubProduct = z.object({
  retailer_product_id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
});
export const ZStoreProduct = z.object({
  retailer_product_id: z.string(),
  name: z.string(),
  thumbnail_url: z.string().nullable(),
  sku: z.string().nullable(),
  sub_products: z.array(ZStoreSubProduct),
});
export type TStoreProduct = z.infer<typeof ZStoreProduct>;
export const ZStoreCategory = z.object({ product_category_id: z.string(), name: z.string() });
export type TStoreCategory = z.infer<typeof ZStoreCategory>;

const ZStorePageInfo = z.object({
  startCursor: z.string().nullable(),
  endCursor: z.string().nullable(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
});
export type TStorePageInfo = z.infer<typeof ZStorePageInfo>;

export const ZStoreProductsResponse = z.object({
  results: ZStorePageInfo.extend({
    products: z.array(ZStoreProduct),
    totalItemCount: z.number().int(),
  }),
});
export type TStoreProductsResponse = z.infer<typeof ZStoreProductsResponse>;
export const ZStoreCategoriesResponse = z.object({
  results: ZStorePageInfo.extend({ categories: z.array(ZStoreCategory) }),
});
export type TStoreCategoriesResponse = z.infer<typeof ZStoreCategoriesResponse>;
