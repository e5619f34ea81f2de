import { link, RETAILER_PATH, route, type RouteDef } from '../../app/route-kit';

/** A retailer's store settings; the screen is still to come. */
const PATH = `${RETAILER_PATH}/settings` as const;

export const settingsLinks = {
  store: link(PATH),
};

export const settingsRoutes: RouteDef[] = [
  route({ id: 'retailer.settings', path: PATH, title: 'Store Settings' }),
];
