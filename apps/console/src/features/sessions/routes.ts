import { PRODUCT_TERM_PLURAL } from '@parley/contract';
import { admin, route, type RouteDef } from '../../app/route-kit';
import { SESSIONS_PATHS as PATHS } from './links';

const list = () => import('./routes/session-list/SessionListRoute');
const detail = () => import('./routes/session-detail/SessionDetailRoute');

/** One list and one detail screen, across retailers (administrators) and for one retailer. */
export const sessionsRoutes: RouteDef[] = [
  admin({ id: 'sessions', path: PATHS.admin.list, title: PRODUCT_TERM_PLURAL, screen: list }),
  admin({ id: 'sessions.item', path: PATHS.admin.item, title: 'Details', screen: detail }),
  route({
    id: 'retailer.sessions',
    path: PATHS.retailer.list,
    title: PRODUCT_TERM_PLURAL,
    screen: list,
  }),
  route({
    id: 'retailer.sessions.item',
    path: PATHS.retailer.item,
    title: 'Details',
    screen: detail,
  }),
];
