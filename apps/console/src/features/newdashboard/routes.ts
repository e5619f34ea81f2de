import { admin, route, type RouteDef } from '../../app/route-kit';
import { NEW_DASHBOARD_PATHS } from './links';

const screen = () => import('./routes/new-dashboard/NewDashboardRoute');
const title = 'New Dashboard';

export const newDashboardRoutes: RouteDef[] = [
  admin({ id: 'admin.newdashboard', path: NEW_DASHBOARD_PATHS.admin, title, screen }),
  route({ id: 'retailer.newdashboard', path: NEW_DASHBOARD_PATHS.retailer, title, screen }),
];
