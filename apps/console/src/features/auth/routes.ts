import { route, type RouteDef } from '../../app/route-kit';
import { AUTH_PATHS } from './links';

/** Sign-in (part 1 §2). */
export const authRoutes: RouteDef[] = [
  route({
    id: 'login',
    path: AUTH_PATHS.login,
    title: 'Log In',
    auth: 'public',
    screen: () => import('./routes/login/LoginRoute'),
  }),
  route({
    id: 'autoLogin',
    path: AUTH_PATHS.autoLogin,
    title: 'Logging In',
    auth: 'public',
    screen: () => import('./routes/auto-login/AutoLoginRoute'),
  }),
];
