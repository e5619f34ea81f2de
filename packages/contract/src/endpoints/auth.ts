/** Filled in by the conversion of this domain's routes. */
export const authEndpoints = {};
