import { admin, crud, crudPaths, link, type RouteDef } from '../../app/route-kit';

/** Experiments and their archive (administration); their screens are still to come. */
const PATHS = {
  ...crudPaths('/admin/experiments'),
  archive: '/admin/experiments-archive',
} as const;

export const experimentsLinks = {
  list: link(PATHS.list),
  archive: link(PATHS.archive),
};

export const experimentsRoutes: RouteDef[] = [
  ...crud('admin.experiments', PATHS, 'Experiments', 'Experiment', admin),
  admin({ id: 'admin.experimentsArchive', path: PATHS.archive, title: 'Experiments Archive' }),
];
