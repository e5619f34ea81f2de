import type { TRuleContext } from '@parley/contract';
import { useMatches } from 'react-router';
import { rulesLinks } from '../../links';

/** The three routes of the one rule list screen (../../routes.ts), by route id. */
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

/**
 * Where the list leads: a rule's editor, or a new rule's, in the list's context. The algorithm
 * rules have their own editor; the archive's rules open in the ruleset's.
 */
export function editorHrefs(context: TRuleContext, retailerId: string | null) {
  if (context === 'admin:algorithm') {
    return {
      newRule: rulesLinks.algorithmNew(),
      edit: (ruleId: string) => rulesLinks.algorithmEdit({ ruleId }),
    };
  }
  // The ruleset's and the archive's routes always name their retailer.
  const params = { retailerId: retailerId ?? '' };
  return {
    newRule: rulesLinks.new(params),
    edit: (ruleId: string) => rulesLinks.edit({ ...params, ruleId }),
  };
}
