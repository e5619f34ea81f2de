import type { TReasonContext } from '@parley/contract';
import { crudPaths, link, RETAILER_PATH } from '../../app/route-kit';

/** A retailer's own reasons, and the administrators' global ones (part 2 §2 Reasons). */
export const REASONS_PATHS = {
  retailer: crudPaths(`${RETAILER_PATH}/reasons`),
  admin: crudPaths('/admin/reasons'),
};

/** The global reasons' editor is told its context in the query string (part 2 §2). */
const ADMIN_QUERY = '?context=admin:global' satisfies `?context=${TReasonContext}`;

const retailerItem = link(REASONS_PATHS.retailer.item);
const adminNew = link(REASONS_PATHS.admin.new);
const adminItem = link(REASONS_PATHS.admin.item);

export const reasonsLinks = {
  list: link(REASONS_PATHS.retailer.list),
  new: link(REASONS_PATHS.retailer.new),
  edit: ({ retailerId, reasonId }: { retailerId: string; reasonId: string }) =>
    retailerItem({ retailerId, itemId: reasonId }),
  admin: link(REASONS_PATHS.admin.list),
  adminNew: () => `${adminNew()}${ADMIN_QUERY}`,
  adminEdit: ({ reasonId }: { reasonId: string }) =>
    `${adminItem({ itemId: reasonId })}${ADMIN_QUERY}`,
};

/** The item's word in titles and toasts: 'Reason Created' (part 2 §8). */
export const REASON_ITEM = 'Reason';
