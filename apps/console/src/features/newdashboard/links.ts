import { link, RETAILER_PATH } from '../../app/route-kit';

/** Across retailers (administrators) and one retailer's. */
export const NEW_DASHBOARD_PATHS = {
  admin: '/admin/newdashboard',
  retailer: `${RETAILER_PATH}/newdashboard`,
} as const;

export const newDashboardLinks = {
  admin: link(NEW_DASHBOARD_PATHS.admin),
  retailer: link(NEW_DASHBOARD_PATHS.retailer),
};
