export { hostedLoginPages } from './hosted-login';
export { endUserSessions } from './session-end';
export { authRoutes } from './routes';
