import { admin, crud, route, type RouteDef } from '../../app/route-kit';
import { REASONS_PATHS, REASON_ITEM } from './links';

/** One list screen and one editor serve a retailer's reasons and the global ones. */
const list = () => import('./routes/reason-list/ReasonListRoute');
const editor = () => import('./routes/reason-editor/ReasonEditorRoute');

export const reasonsRoutes: RouteDef[] = [
  ...crud('admin.reasons', REASONS_PATHS.admin, 'Reasons global', REASON_ITEM, admin, {
    list,
    editor,
  }),
  ...crud('retailer.reasons', REASONS_PATHS.retailer, 'Reasons', REASON_ITEM, route, {
    list,
    editor,
  }),
];
