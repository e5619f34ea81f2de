import { admin, publicRoute, route, type RouteDef } from '../../app/route-kit';
import { ACCOUNT_PATHS as PATHS } from './links';

const details = () => import('./routes/details/DetailsRoute');
const security = () => import('./routes/change-password/ChangePasswordRoute');
const forgot = () => import('./routes/forgot/ForgotRoute');
const reset = () => import('./routes/reset/ResetRoute');
const adminPassword = () => import('./routes/admin-password/AdminPasswordRoute');

/** The user's own account (part 1 §2), and the administrators' password. */
export const accountRoutes: RouteDef[] = [
  route({ id: 'account', path: PATHS.details, title: 'My Details', screen: details }),
  route({
    id: 'account.security',
    path: PATHS.security,
    title: 'Change Password',
    screen: security,
  }),
  publicRoute({
    id: 'account.forgot',
    path: PATHS.forgot,
    title: 'Forgot Password',
    screen: forgot,
  }),
  publicRoute({ id: 'account.reset', path: PATHS.reset, title: 'Reset Password', screen: reset }),
  admin({
    id: 'admin.changePassword',
    path: PATHS.adminPassword,
    title: 'Change Password',
    screen: adminPassword,
  }),
];
