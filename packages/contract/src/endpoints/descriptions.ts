/**
 * Sentences that several endpoints' descriptions share, so that the same rule reads the same in
 * every entry of the API reference.
 */

/**
 * Who may call a retailer-scoped endpoint: "…another retailer's link answers 404." for `what`
 * 'link', "…another retailer answers 404." without it.
 */
export const retailerUsersOrAdministrators = (what?: string) =>
  `For a user of the retailer, or an administrator; another retailer${what ? `\u2019s ${what}` : ''} answers 404.`;

export const ADMINISTRATORS_ONLY = 'Administrators only (403 for retailer users).';

/** A batch delete's rule: one unknown id is enough to refuse the whole batch. */
export const allOrNoneDeleted = (nouns: string) =>
  `All of the listed ${nouns} or none: one unknown id (or another retailer\u2019s) answers 404 and deletes nothing.`;
