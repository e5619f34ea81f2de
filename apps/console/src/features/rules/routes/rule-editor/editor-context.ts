import { RULE_CONTEXTS, type TRuleContext } from '@parley/contract';
import { rulesLinks } from '../../links';
import { TAB_ORDER, type EditorTab } from '../../components/rule-editor/fields';

/** The editor's context from the query string (part 2 §2): ruleset unless a known one is given. */
export const ruleContextOf = (raw: string | null): TRuleContext =>
  RULE_CONTEXTS.find((context) => context === raw) ?? 'ruleset';

export const editorTabOf = (raw: string): EditorTab =>
  TAB_ORDER.find((tab) => tab === raw) ?? 'basic';

/** The list the editor returns to: the ruleset, the archive or the algorithm rules. */
export function listPathOf(context: TRuleContext, retailerId: string | null): string {
  if (context === 'admin:algorithm') return rulesLinks.algorithm();
  if (!retailerId) return '/';
  return context === 'archive'
    ? rulesLinks.archive({ retailerId })
    : rulesLinks.list({ retailerId });
}
