import type { ModuleRoutes } from '../../app-types';

/** My details, password change, forgot and reset. */
export const accountRoutes: ModuleRoutes = () => {};
