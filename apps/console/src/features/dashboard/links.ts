import { scopedLinks, scopedPaths } from '../../app/route-kit';

/** Across retailers (administrators) and one retailer's. */
export const DASHBOARD_PATHS = scopedPaths('dashboard');

export const dashboardLinks = scopedLinks(DASHBOARD_PATHS);
