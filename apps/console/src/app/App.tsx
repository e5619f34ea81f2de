import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { AppContext } from '../lib/app-context';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App({ context }: { context: AppContext }) {
  const [router] = useState(() => createAppRouter(context));
  return (
    <AppProviders context={context}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
