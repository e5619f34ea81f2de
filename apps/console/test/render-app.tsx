import type { TAccount } from '@parley/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { createRouteObjects } from '../src/app/router';
import { createAppContext } from '../src/lib/app-context';
import type { FakeServer } from './fake-server';

/** The whole console at `path`, on a memory router, with the browser's exits recorded. */
export function renderApp(path: string) {
  const leave = vi.fn<(url: string) => void>();
  const context = createAppContext({ leave });
  const router = createMemoryRouter(createRouteObjects(context), { initialEntries: [path] });
  const view = render(
    <AppProviders context={context} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, context, leave, location, user: userEvent.setup() };
}

/** renderApp with `account` signed in on the fake server first. */
export function renderAppAs(server: FakeServer, account: TAccount, path: string) {
  server.signIn(account);
  return renderApp(path);
}
