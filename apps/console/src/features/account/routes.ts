import { admin, route, type RouteDef } from '../../app/route-kit';
import { ACCOUNT_PATHS } from './links';

/** The user's own account (part 1 §2), and the administrators' password. */
export const accountRoutes: RouteDef[] = [
  route({
    id: 'account',
    path: ACCOUNT_PATHS.details,
    title: 'My Details',
    screen: () => import('./routes/details/DetailsRoute'),
  }),
  route({
    id: 'account.security',
    path: ACCOUNT_PATHS.security,
    title: 'Change Password',
    screen: () => import('./routes/change-password/ChangePasswordRoute'),
  }),
  route({
    id: 'account.forgot',
    path: ACCOUNT_PATHS.forgot,
    title: 'Forgot Password',
    auth: 'public',
    screen: () => import('./routes/forgot/ForgotRoute'),
  }),
  route({
    id: 'account.reset',
    path: ACCOUNT_PATHS.reset,
    title: 'Reset Password',
    auth: 'public',
    screen: () => import('./routes/reset/ResetRoute'),
  }),
  admin({
    id: 'admin.changePassword',
    path: ACCOUNT_PATHS.adminPassword,
    title: 'Change Password',
    screen: () => import('./routes/admin-password/AdminPasswordRoute'),
  }),
];
