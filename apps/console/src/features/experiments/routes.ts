import { admin, crud, type RouteDef } from '../../app/route-kit';
import { EXPERIMENT_ITEM, EXPERIMENTS_PATHS } from './links';

/** One list screen serves the experiments and their archive; one item screen edits or shows. */
const list = () => import('./routes/experiment-list/ExperimentListRoute');
const editor = () => import('./routes/experiment-editor/ExperimentEditorRoute');

export const experimentsRoutes: RouteDef[] = [
  ...crud('admin.experiments', EXPERIMENTS_PATHS, 'Experiments', EXPERIMENT_ITEM, admin, {
    list,
    editor,
  }),
  admin({
    id: 'admin.experimentsArchive',
    path: EXPERIMENTS_PATHS.archive,
    title: 'Experiments Archive',
    screen: list,
  }),
];
