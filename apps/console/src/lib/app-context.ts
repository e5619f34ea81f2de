import { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { ApiError } from './api-error';
import { createApiClient } from './api';
import type { ApiClient } from './api';
import { createAuthStore } from './auth-store';
import type { AuthStore } from './auth-store';
import { createMaintenance } from './maintenance';
import type { Maintenance } from './maintenance';

/** The app's long-lived services, made once at start-up (and once per test). */
export interface AppContext {
  auth: AuthStore;
  api: ApiClient;
  maintenance: Maintenance;
  queryClient: QueryClient;
  /** Leaves the console for another page (hosted log-in, status page). */
  leave: (url: string) => void;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Refusals are answers: only a server fault is worth a second try.
        retry: (count, error) => error instanceof ApiError && error.status >= 500 && count < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

export function createAppContext({
  now,
  leave = (url: string) => window.location.assign(url),
  maintenance = createMaintenance({ now, leave }),
}: {
  now?: () => number;
  leave?: (url: string) => void;
  /** The entry's, whose first check is under way while the application loads (main.ts). */
  maintenance?: Maintenance;
} = {}): AppContext {
  const auth = createAuthStore(localStorage, now);
  const queryClient = createQueryClient();
  const api = createApiClient({ auth, maintenance, now });
  return { auth, api, maintenance, queryClient, leave };
}

export const AppContextValue = createContext<AppContext | null>(null);

export function useAppContext(): AppContext {
  const context = useContext(AppContextValue);
  if (!context) throw new Error('useAppContext outside <AppProviders>');
  return context;
}

export const useApi = () => useAppContext().api;
