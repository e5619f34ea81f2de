import type { ComponentType } from 'react';
import { generatePath, type PathParam } from 'react-router';

/**
 * What a feature needs to declare its routes and links, apart from app/routes.tsx (which imports
 * every feature's routes). A feature with screens keeps its paths and links in links.ts and its
 * routes in routes.ts, so that its screens link to their own routes without importing the list
 * that lazily imports them.
 */

export type Layout = 'public' | 'shell' | 'focus';

export interface RouteDef {
  id: string;
  path: string;
  /** Page title (document title and breadcrumb); the product name when absent. */
  title?: string;
  auth: 'public' | 'authenticated';
  adminOnly?: boolean;
  /** public: bare page; shell: menus and top bar; focus: top bar only (onboarding). */
  layout: Layout;
  screen: () => Promise<{ default: ComponentType }>;
}

type Screen = RouteDef['screen'];

const comingSoon: Screen = () => import('../components/ComingSoonPage');

type Def = Omit<RouteDef, 'auth' | 'layout' | 'screen'> &
  Partial<Pick<RouteDef, 'auth' | 'layout' | 'screen'>>;

/** Authenticated, in the shell, "coming soon" unless said otherwise. */
export const route = (def: Def): RouteDef => ({
  auth: 'authenticated',
  layout: def.auth === 'public' ? 'public' : 'shell',
  screen: comingSoon,
  ...def,
});

export const admin = (def: Def) => route({ adminOnly: true, ...def });

/** Open to everyone, on a bare page (signing in, a forgotten password). */
export const publicRoute = (def: Def) => route({ auth: 'public', ...def });

/** Every page of one retailer lives under this path; it is here so no feature owns it. */
export const RETAILER_PATH = '/retailers/:retailerId';

/** One screen at two paths: across retailers for administrators, and one retailer's. */
export const scopedPaths = <const Segment extends string>(segment: Segment) =>
  ({ admin: `/admin/${segment}`, retailer: `${RETAILER_PATH}/${segment}` }) as const;

/** The links of the two paths scopedPaths made. */
export const scopedLinks = <const Segment extends string>(
  paths: ReturnType<typeof scopedPaths<Segment>>,
) => ({ admin: link(paths.admin), retailer: link(paths.retailer) });

interface CrudPaths<Base extends string = string> {
  list: Base;
  new: `${Base}/new`;
  item: `${Base}/:itemId`;
}

/** A list's path with its /new and /:itemId editors' paths. */
export const crudPaths = <const Base extends string>(base: Base): CrudPaths<Base> => ({
  list: base,
  new: `${base}/new`,
  item: `${base}/:itemId`,
});

/** A list with its /new and /{itemId} screens; one editor screen serves both of those. */
export function crud(
  id: string,
  paths: CrudPaths,
  title: string,
  item: string,
  make = route,
  screens?: { list: Screen; editor: Screen },
): RouteDef[] {
  return [
    make({ id, path: paths.list, title, ...(screens && { screen: screens.list }) }),
    make({
      id: `${id}.new`,
      path: paths.new,
      title: `New ${item}`,
      ...(screens && { screen: screens.editor }),
    }),
    make({
      id: `${id}.item`,
      path: paths.item,
      title: item,
      ...(screens && { screen: screens.editor }),
    }),
  ];
}

type ParamsOf<Path extends string> = { [Key in PathParam<Path>]: string };

/** A path's link builder: no argument for a path without parameters, else exactly its params. */
export type Link<Path extends string> = [PathParam<Path>] extends [never]
  ? () => string
  : (params: ParamsOf<Path>) => string;

/** The link builder of a route path, so the compiler checks every link's parameters. */
export function link<const Path extends string>(path: Path): Link<Path> {
  // One function serves both shapes of Link: its params are optional.
  const build = (params?: ParamsOf<Path>) => generatePath<string>(path, params);
  return build;
}

/** The links of a list made by crudPaths: list, new and item. */
export const crudLinks = <const Base extends string>(paths: CrudPaths<Base>) => ({
  list: link(paths.list),
  new: link(paths.new),
  item: link(paths.item),
});
