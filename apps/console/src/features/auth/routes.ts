import { publicRoute, type RouteDef } from '../../app/route-kit';
import { AUTH_PATHS } from './links';

/** Sign-in (part 1 §2). */
export const authRoutes: RouteDef[] = [
  publicRoute({
    id: 'login',
    path: AUTH_PATHS.login,
    title: 'Log In',
    screen: () => import('./routes/login/LoginRoute'),
  }),
  publicRoute({
    id: 'autoLogin',
    path: AUTH_PATHS.autoLogin,
    title: 'Logging In',
    screen: () => import('./routes/auto-login/AutoLoginRoute'),
  }),
];
