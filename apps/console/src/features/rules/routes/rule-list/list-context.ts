import type { TRuleContext } from '@parley/contract';
import { useMatches } from 'react-router';

/** The three routes of the one rule list screen (app/routes.tsx), by route id. */
const CONTEXT_BY_ROUTE: Record<string, TRuleContext> = {
  'retailer.rules': 'ruleset',
  'retailer.archive': 'archive',
  'admin.algorithm': 'admin:algorithm',
};

/** The rule list's context, from the route it is shown on. */
export function useRuleListContext(): TRuleContext {
  const matches = useMatches();
  for (const match of matches) {
    const context = CONTEXT_BY_ROUTE[match.id];
    if (context) return context;
  }
  throw new Error('The rule list is shown on a route that has no rule context');
}
