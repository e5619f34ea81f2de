import { findRoute } from '../routes';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * Home, then every prefix of the path that is itself a titled route the viewer may open:
 * /retailers/1/rules/2 gives Home › Ruleset › Rule (with Retailers › {name} before for admins).
 */
export function breadcrumbs(
  pathname: string,
  { isAdmin, retailerName }: { isAdmin: boolean; retailerName?: string },
): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }];
  const segments = pathname.split('/').filter(Boolean);
  for (let length = 1; length <= segments.length; length += 1) {
    const path = `/${segments.slice(0, length).join('/')}`;
    const route = findRoute(path);
    if (!route?.title || (route.adminOnly && !isAdmin)) continue;
    crumbs.push({
      label: route.id === 'retailer' ? (retailerName ?? route.title) : route.title,
      to: path,
    });
  }
  return crumbs;
}
