import { PRODUCT_NAME, type TAccount } from '@parley/contract';
import type { AppContext } from '../lib/app-context';
import { ApiError, SessionEndedError } from '../lib/api-error';
import { accountQuery } from '../features/account';
import { accountLinks } from '../features/account';
import { loginWithReturn, returnTarget } from '../features/auth';
import { dashboardLinks } from '../features/dashboard';
import { onboardingLinks } from '../features/onboarding';
import { retailersLinks } from '../features/retailers';
import type { RouteDef } from './route-kit';

export interface GuardLocation {
  pathname: string;
  search: string;
}

/** Never settles: the browser is leaving for the status page. */
const leaving = () => new Promise<never>(() => {});

/** The signed-in user, loaded once; null when the session turns out to be over. */
async function currentUser(context: AppContext): Promise<TAccount | null> {
  try {
    return await context.queryClient.fetchQuery(accountQuery(context.api));
  } catch (error) {
    if (error instanceof SessionEndedError) return null;
    throw error;
  }
}

/** Where the empty path leads. */
export function homeFor(user: TAccount): string {
  if (user.retailer) return dashboardLinks.retailer({ retailerId: user.retailer.id });
  if (user.is_admin) return retailersLinks.list();
  // A user with neither a retailer nor the admin role has only their own details.
  return accountLinks.details();
}

/**
 * The navigation guards of part 1 §2, in the spec's order. Resolves to the path to redirect
 * to, or null to show the route.
 */
export async function runGuards(
  context: AppContext,
  route: RouteDef | 'home',
  location: GuardLocation,
): Promise<string | null> {
  const authenticated = route === 'home' || route.auth === 'authenticated';
  // Guard 3 needs the signed-in user: asked for while the maintenance check is under way, so
  // that a first visit waits one round trip, not two. Either way it is read after that check.
  const userRead = authenticated && context.auth.isLoggedIn() ? currentUser(context) : null;
  userRead?.catch(() => undefined);

  // 1. Maintenance.
  if (await context.maintenance.check()) return leaving();

  // 2. Document title.
  document.title = (route !== 'home' && route.title) || PRODUCT_NAME;

  if (authenticated) {
    // 3. Sign-in.
    if (!userRead) return loginWithReturn(location);
    const user = await userRead;
    if (!user) return loginWithReturn(location);

    const retailer = user.retailer;
    if (retailer && !user.is_admin) {
      // 4. Terms, for retailer users only.
      const terms = onboardingLinks.terms({ retailerId: retailer.id });
      if (!retailer.retailer_terms_agreed) return location.pathname === terms ? null : terms;
      // 5. The first incomplete onboarding task.
      const [task] = retailer.incomplete_onboarding_tasks;
      if (task) {
        const target = onboardingLinks.task({ retailerId: retailer.id, task });
        return location.pathname === target ? null : target;
      }
    }

    // 6. Admin-only routes.
    if (route !== 'home' && route.adminOnly && !user.is_admin) return '/';
    return route === 'home' ? homeFor(user) : null;
  }

  // 7. Unauthenticated routes first try to log in automatically: a live session skips the
  //    log-in screen.
  if (route.id === 'login' && context.auth.isLoggedIn()) {
    try {
      await context.api.accessToken();
      return returnTarget(location.search) ?? '/';
    } catch (error) {
      if (error instanceof ApiError) return null;
      throw error;
    }
  }
  return null;
}
