import { scopedLinks, scopedPaths } from '../../app/route-kit';

/** Across retailers (administrators) and one retailer's. */
export const NEW_DASHBOARD_PATHS = scopedPaths('newdashboard');

export const newDashboardLinks = scopedLinks(NEW_DASHBOARD_PATHS);
