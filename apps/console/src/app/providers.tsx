import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppContextValue, type AppContext } from '../lib/app-context';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({
  context,
  env = 'default',
  children,
}: {
  context: AppContext;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <AppContextValue.Provider value={context}>
      <QueryClientProvider client={context.queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
          <ModalsProvider>
            <Notifications position="top-right" />
            {children}
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </AppContextValue.Provider>
  );
}
