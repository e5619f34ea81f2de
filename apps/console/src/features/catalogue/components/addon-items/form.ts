import {
  ADDON_DEFAULT_BACKGROUND_COLOR,
  ADDON_DEFAULT_DISPLAY_VALUE,
  ADDON_DEFAULT_LANGUAGE,
  ADDON_DEFAULT_SYNTHETIC_VALUE,
  ADDON_TYPES_WITHOUT_SYNTHETIC_VALUE,
  ZSaveAddonItemRequest,
  type TAddonItem,
  type TAddonType,
  type TSaveAddonItemInput,
  type TSaveAddonItemRequest,
} from '@parley/contract';
import { set, type FieldErrors, type Resolver } from 'react-hook-form';

/** One language's card: the texts the shopper sees in that language. */
export interface LanguageTexts {
  code: string;
  name: string;
  short_description: string;
}

/**
 * The editor's values: the contract's request, except that the per-language records are one
 * ordered list of cards (so cards can be added and removed), and money boxes may be empty.
 */
export interface AddonItemForm {
  retailer_product_id: string;
  texts: LanguageTexts[];
  addon_type: TAddonType;
  display_value: string | number | null;
  synthetic_value: string | number | null;
  addon_banner_image: string | null;
  addon_banner_background_color: string;
}

/** A new item: en-GB first, a gift with purchase, the defaults of part 2 §9. */
export const NEW_ADDON_ITEM: AddonItemForm = {
  retailer_product_id: '',
  texts: [{ code: ADDON_DEFAULT_LANGUAGE, name: '', short_description: '' }],
  addon_type: 'sweetener',
  display_value: ADDON_DEFAULT_DISPLAY_VALUE,
  synthetic_value: ADDON_DEFAULT_SYNTHETIC_VALUE,
  addon_banner_image: null,
  addon_banner_background_color: ADDON_DEFAULT_BACKGROUND_COLOR,
};

/** Part 2 §4: sweetener and free_shipping always have a synthetic value of 0.00. */
export const forcesZeroSyntheticValue = (type: string | null) =>
  (ADDON_TYPES_WITHOUT_SYNTHETIC_VALUE as readonly (string | null)[]).includes(type);

export function toForm(item: TAddonItem): AddonItemForm {
  const codes = [
    ...new Set([
      ...Object.keys(item.localized_name),
      ...Object.keys(item.localized_short_description),
    ]),
  ];
  return {
    retailer_product_id: item.retailer_product_id,
    texts: codes.map((code) => ({
      code,
      name: item.localized_name[code] ?? '',
      short_description: item.localized_short_description[code] ?? '',
    })),
    addon_type: item.addon_type,
    display_value: item.display_value,
    synthetic_value: forcesZeroSyntheticValue(item.addon_type)
      ? ADDON_DEFAULT_SYNTHETIC_VALUE
      : item.synthetic_value,
    addon_banner_image: item.addon_banner_image,
    addon_banner_background_color: item.addon_banner_background_color,
  };
}

export function toRequest(values: AddonItemForm): TSaveAddonItemInput {
  const { texts, ...rest } = values;
  return {
    ...rest,
    localized_name: Object.fromEntries(texts.map((text) => [text.code, text.name])),
    localized_short_description: Object.fromEntries(
      texts.map((text) => [text.code, text.short_description]),
    ),
    // An empty box is '' so that the contract answers 'This field is required'.
    display_value: values.display_value ?? '',
    synthetic_value: values.synthetic_value ?? '',
  };
}

/** Where a contract issue belongs in the form: per-language paths point into the cards. */
function formPath(path: PropertyKey[], texts: LanguageTexts[]): string {
  const [field, code] = path;
  const index = texts.findIndex((text) => text.code === code);
  if (field === 'localized_name' && index >= 0) return `texts.${index}.name`;
  if (field === 'localized_short_description' && index >= 0) {
    return `texts.${index}.short_description`;
  }
  return path.map(String).join('.');
}

/** The request the form's values make, checked and normalised by the contract ("5" → "5.00"). */
export const toSaveRequest = (values: AddonItemForm): TSaveAddonItemRequest =>
  ZSaveAddonItemRequest.parse(toRequest(values));

/**
 * Checks the request the form would send with the contract's own schema, so the console and the
 * server refuse the same things with the same messages; the first message per field is shown.
 */
export const addonItemResolver: Resolver<AddonItemForm> = (values) => {
  const result = ZSaveAddonItemRequest.safeParse(toRequest(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<AddonItemForm> = {};
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const path = formPath(issue.path, values.texts);
    if (seen.has(path)) continue;
    seen.add(path);
    set(errors, path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};
