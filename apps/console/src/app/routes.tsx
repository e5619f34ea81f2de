import { matchPath } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { botTestRoutes } from '../features/bot-test/routes';
import { campaignsRoutes } from '../features/campaigns/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { experimentsRoutes } from '../features/experiments/routes';
import { newDashboardRoutes } from '../features/newdashboard/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { reasonsRoutes } from '../features/reasons/routes';
import { retailersRoutes } from '../features/retailers/routes';
import { rulesRoutes } from '../features/rules/routes';
import { searchRoutes } from '../features/search/routes';
import { sessionsRoutes } from '../features/sessions/routes';
import { settingsRoutes } from '../features/settings/routes';
import { themesRoutes } from '../features/themes/routes';
import type { RouteDef } from './route-kit';

/** The one route table: every feature's routes (both spec parts), with title, access and screen. */
export const ROUTES: RouteDef[] = [
  ...authRoutes,
  ...accountRoutes,
  ...billingRoutes,
  ...dashboardRoutes,
  ...newDashboardRoutes,
  ...searchRoutes,
  ...rulesRoutes,
  ...themesRoutes,
  ...botTestRoutes,
  ...experimentsRoutes,
  ...reasonsRoutes,
  ...sessionsRoutes,
  ...retailersRoutes,
  ...onboardingRoutes,
  ...settingsRoutes,
  ...campaignsRoutes,
  ...catalogueRoutes,
];

/** The route a concrete path belongs to (static segments win over parameters). */
export function findRoute(pathname: string): RouteDef | undefined {
  const matches = ROUTES.filter((def) => matchPath(def.path, pathname));
  return matches.sort((a, b) => staticSegments(b.path) - staticSegments(a.path))[0];
}

const staticSegments = (path: string) =>
  path.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
