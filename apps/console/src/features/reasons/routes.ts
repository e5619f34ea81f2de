import { admin, crud, crudPaths, link, RETAILER_PATH, type RouteDef } from '../../app/route-kit';

/** Reasons, the administrators' and each retailer's; their screens are still to come. */
const ADMIN = crudPaths('/admin/reasons');
const RETAILER = crudPaths(`${RETAILER_PATH}/reasons`);

export const reasonsLinks = {
  admin: link(ADMIN.list),
};

export const reasonsRoutes: RouteDef[] = [
  ...crud('admin.reasons', ADMIN, 'Reasons', 'Reason', admin),
  ...crud('retailer.reasons', RETAILER, 'Reasons', 'Reason'),
];
