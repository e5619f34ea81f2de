import { z } from 'zod';

/** The most theme JavaScript one store keeps (it is sent into every store page). */
export const CUSTOM_CODE_MAX_LENGTH = 100_000;

/** GET /retailers/{retailerId}/shopify_store (part 1 §3 Shopify store integration). */
export const ZShopifyStoreIntegration = z.object({
  custom_code: z.string().nullable(),
  discount_functions_enabled: z.boolean(),
});
export type TShopifyStoreIntegration = z.infer<typeof ZShopifyStoreIntegration>;

/**
 * PUT /retailers/{retailerId}/shopify_store: the discount functions toggle, or the code (only
 * administrators write the code). An empty code removes it.
 */
export const ZUpdateShopifyStoreRequest = z.union([
  z.object({ discount_functions_enabled: z.boolean() }).strict(),
  z
    .object({
      custom_code: z
        .string()
        .max(CUSTOM_CODE_MAX_LENGTH, {
          message: `This field must be at most ${CUSTOM_CODE_MAX_LENGTH} characters`,
        })
        .nullable(),
    })
    .strict(),
]);
export type TUpdateShopifyStoreRequest = z.infer<typeof ZUpdateShopifyStoreRequest>;

/** The code the editor starts from when a store has none (part 1 §2 Store integration). */
export const CUSTOM_CODE_PLACEHOLDER = `window.parleyConfig = {
  buttons: [
    {
      type: 'product',
      formSelector: 'form[action="/cart/add"]',
      quantityInputSelector: 'input[name="quantity"]',
      positionElement: (form) => form.querySelector('button[type="submit"]'),
    },
  ],
};
`;
