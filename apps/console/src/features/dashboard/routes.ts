import { admin, route, type RouteDef } from '../../app/route-kit';
import { DASHBOARD_PATHS } from './links';

const screen = () => import('./routes/dashboard/DashboardRoute');

export const dashboardRoutes: RouteDef[] = [
  admin({ id: 'admin.dashboard', path: DASHBOARD_PATHS.admin, title: 'Admin Dashboard', screen }),
  route({ id: 'retailer.dashboard', path: DASHBOARD_PATHS.retailer, title: 'Dashboard', screen }),
];
