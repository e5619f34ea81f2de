import { createHashRouter, redirect } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { AppContext } from '../lib/app-context';
import { PageLoader } from '../components/PageLoader';
import type { RouteHandle } from '../components/route-title';
import { runGuards } from './guards';
import type { Layout, RouteDef } from './route-kit';
import { ROUTES } from './routes';
import { RouteError } from './RouteError';
import { PublicLayout } from './shell/PublicLayout';
import { ShellLayout } from './shell/ShellLayout';

function guard(context: AppContext, route: RouteDef | 'home') {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const target = await runGuards(context, route, { pathname: url.pathname, search: url.search });
    return target === null ? null : redirect(target);
  };
}

function leaf(context: AppContext, def: RouteDef): RouteObject {
  const handle: RouteHandle = { title: def.title };
  return {
    id: def.id,
    path: def.path,
    handle,
    loader: guard(context, def),
    lazy: async () => ({ Component: (await def.screen()).default }),
  };
}

const inLayout = (context: AppContext, layout: Layout) =>
  ROUTES.filter((def) => def.layout === layout).map((def) => leaf(context, def));

/** The route objects, shared by the hash router and the tests' memory router. */
export function createRouteObjects(context: AppContext): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        { index: true, loader: guard(context, 'home'), Component: PageLoader },
        { id: 'layout.public', Component: PublicLayout, children: inLayout(context, 'public') },
        {
          id: 'layout.shell',
          element: <ShellLayout variant="full" />,
          children: inLayout(context, 'shell'),
        },
        {
          id: 'layout.focus',
          element: <ShellLayout variant="focus" />,
          children: inLayout(context, 'focus'),
        },
        { path: '*', loader: () => redirect('/'), Component: PageLoader },
      ],
    },
  ];
}

export const createAppRouter = (context: AppContext) =>
  createHashRouter(createRouteObjects(context));
