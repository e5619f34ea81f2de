// First: zod's jitless mode must be set before any schema parses (see zod-setup.ts).
import './zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { CALLBACK_PATH, completeCallback } from './features/auth';
import { createAppContext } from './lib/app-context';
import type { Maintenance } from './lib/maintenance';

/**
 * Loaded by main.ts unless the visit went straight to the hosted log-in page, with the
 * maintenance check it started meanwhile.
 */
export async function bootApp({ maintenance }: { maintenance: Maintenance }) {
  const context = createAppContext({ maintenance });
  // Back from the hosted log-in page: finish the code exchange before any route runs.
  if (window.location.pathname === CALLBACK_PATH) await completeCallback(context);
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <App context={context} />
    </StrictMode>,
  );
}
