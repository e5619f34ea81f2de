import { admin, crud, crudPaths, link, type RouteDef } from '../../app/route-kit';

/** The widget's themes (administration); their screens are still to come. */
const PATHS = crudPaths('/admin/themes');

export const themesLinks = {
  list: link(PATHS.list),
};

export const themesRoutes: RouteDef[] = crud('admin.themes', PATHS, 'Themes', 'Theme', admin);
