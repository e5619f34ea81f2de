import type { TExperimentContext } from '@parley/contract';
import { useMatches } from 'react-router';

/** The two routes of the one list screen (../../routes.ts), by route id. */
const CONTEXT_BY_ROUTE: Record<string, TExperimentContext> = {
  'admin.experiments': 'experiments',
  'admin.experimentsArchive': 'experiments-archive',
};

/** The list's context, from the route it is shown on. */
export function useExperimentListContext(): TExperimentContext {
  for (const match of useMatches()) {
    const context = CONTEXT_BY_ROUTE[match.id];
    if (context) return context;
  }
  throw new Error('The experiment list is shown on a route that has no experiment context');
}
