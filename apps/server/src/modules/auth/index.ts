export { hostedLoginPages } from './hosted-login';
export { revokeUserRefreshTokens } from './refresh-tokens';
export { authRoutes } from './routes';
