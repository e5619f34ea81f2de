import { link, RETAILER_PATH } from '../../app/route-kit';

/** Across retailers (administrators) and one retailer's. */
export const DASHBOARD_PATHS = {
  admin: '/admin/dashboard',
  retailer: `${RETAILER_PATH}/dashboard`,
} as const;

export const dashboardLinks = {
  admin: link(DASHBOARD_PATHS.admin),
  retailer: link(DASHBOARD_PATHS.retailer),
};
