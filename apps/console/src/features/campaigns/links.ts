import { crudLinks, crudPaths, RETAILER_PATH } from '../../app/route-kit';

/** Magic links live under /retailers/{id}/campaigns (the API's and the routes' name for them). */
export const CAMPAIGNS_PATHS = crudPaths(`${RETAILER_PATH}/campaigns`);

export const campaignsLinks = crudLinks(CAMPAIGNS_PATHS);
