import type { TRuleContext } from '@parley/contract';

/** Where the rule list leads: the editor of a rule, or of a new one, in the list's context. */
export const ruleListUrls = {
  editor: (context: TRuleContext, retailerId: string | null, ruleId: string) =>
    context === 'admin:algorithm'
      ? `/admin/rules/${ruleId}?context=${context}`
      : `/retailers/${retailerId}/rules/${ruleId}`,
  newRule: (context: TRuleContext, retailerId: string | null) =>
    context === 'admin:algorithm'
      ? `/admin/rules/new?context=${context}`
      : `/retailers/${retailerId}/rules/new`,
};
