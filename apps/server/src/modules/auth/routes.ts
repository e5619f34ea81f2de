import type { ModuleRoutes } from '../../app-types';

/** OAuth token endpoint, auto-login tokens, identity-provider exchange, logout. */
export const authRoutes: ModuleRoutes = () => {};
