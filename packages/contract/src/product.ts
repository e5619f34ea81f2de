/**
 * The product's name and its term for one negotiation, kept in one place: the spec's `{product}`
 * ("Recovered Parleys", `Parley_Data.csv`, `last_parley_at`).
 */
export const PRODUCT_NAME = 'Parley';
export const PRODUCT_TERM = 'Parley';
export const PRODUCT_TERM_PLURAL = 'Parleys';
/** snake_case stem used in field names such as `last_parley_at`. */
export const PRODUCT_FIELD = 'parley';
