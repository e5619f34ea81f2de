import { admin, type RouteDef } from '../../app/route-kit';
import { SEARCH_PATH } from './links';

export const searchRoutes: RouteDef[] = [
  admin({
    id: 'admin.search',
    path: SEARCH_PATH,
    title: 'Message Search',
    screen: () => import('./routes/message-search/MessageSearchRoute'),
  }),
];
