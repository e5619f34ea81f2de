import { admin, type RouteDef } from '../../app/route-kit';
import { SEARCH_PATH } from './links';

const screen = () => import('./routes/message-search/MessageSearchRoute');

export const searchRoutes: RouteDef[] = [
  admin({ id: 'admin.search', path: SEARCH_PATH, title: 'Message Search', screen }),
];
