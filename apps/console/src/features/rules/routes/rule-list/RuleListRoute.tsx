import { MSG, type TRule } from '@parley/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { deleteSelected } from '../../../../components/list-page/delete-selected';
import { notify } from '../../../../components/feedback/notify';
import { PageLoader } from '../../../../components/PageLoader';
import { useRouteTitle } from '../../../../components/route-title';
import { refusalMessage } from '../../../../lib/api-error';
import { useAccount } from '../../../account';
import { useRetailer } from '../../../retailers';
import { useDeleteRules, useOptimisticRulePatch, usePatchRule, useRules } from '../../api';
import { dropRule } from '../../components/rule-list/reorder';
import { editorHrefs, useRuleListContext } from './list-context';
import { RuleBannersContainer } from './RuleBannersContainer';
import { RuleListPage } from './RuleListPage';
import { useRetailerFilter } from './use-retailer-filter';

/**
 * The rule list (part 2 §2): a retailer's Ruleset or Rules Archive, or the Algorithm Rules with
 * an optional retailer filter. Archive, activate and reorder refusals show the server's message.
 */
export default function RuleListRoute() {
  const context = useRuleListContext();
  const title = useRouteTitle() ?? '';
  const navigate = useNavigate();
  const { retailerId: routeRetailerId } = useParams();
  const algorithm = context === 'admin:algorithm';
  const { retailerId: filterRetailerId, filter } = useRetailerFilter(algorithm);
  const retailerId = algorithm ? filterRetailerId : (routeRetailerId ?? null);
  const scope = { context, retailerId };

  const { data: account } = useAccount();
  const { data: retailer } = useRetailer(context === 'ruleset' ? retailerId : null);
  const list = useRules(scope);
  const patch = usePatchRule();
  const listPatch = useOptimisticRulePatch(scope);
  const remove = useDeleteRules();
  const [selected, setSelected] = useState<string[]>([]);

  if (!account) return <PageLoader />;
  const rules = list.data;

  const onToggleActive = (rule: TRule, active: boolean) =>
    listPatch.mutate(
      {
        ruleId: rule.rule_id,
        patch: { context, active },
        optimistic: (rules ?? []).map((r) => (r.rule_id === rule.rule_id ? { ...r, active } : r)),
      },
      { onError: (error) => notify.failure(error) },
    );

  const onDrop = (droppedId: string, ontoId: string) => {
    const drop = dropRule(rules ?? [], droppedId, ontoId);
    if (!drop) return;
    listPatch.mutate(
      { ruleId: droppedId, patch: { context, priority: drop.priority }, optimistic: drop.rules },
      { onError: (error) => notify.failure(error) },
    );
  };

  const onArchive = (rule: TRule, archived: boolean) =>
    patch.mutate(
      { ruleId: rule.rule_id, patch: { context, archived } },
      { onError: (error) => notify.failure(error) },
    );

  const onDelete = (chosen: TRule[]) => {
    const ids = chosen.map((rule) => rule.rule_id);
    deleteSelected({
      item: 'rule',
      ids,
      remove: (handlers) => remove.mutate({ ids, context }, handlers),
      onDeleted: () => {
        if (ids.length === 1) notify.success(MSG.ruleDeleted);
        else notify.deleted('Rules');
      },
      setSelected,
    });
  };

  const hrefs = editorHrefs(context, retailerId);
  const editHref = (rule: TRule) => hrefs.edit(rule.rule_id);
  return (
    <RuleListPage
      title={title}
      context={context}
      rules={rules}
      loadError={list.isError ? refusalMessage(list.error) : null}
      banners={
        retailer ? (
          <RuleBannersContainer key={retailer.id} retailer={retailer} canSave={!account.is_admin} />
        ) : null
      }
      retailerFilter={algorithm ? filter : null}
      newRuleHref={hrefs.newRule}
      editHref={editHref}
      selected={selected}
      onSelectedChange={setSelected}
      onEdit={(rule) => void navigate(editHref(rule))}
      onToggleActive={onToggleActive}
      onArchive={onArchive}
      onDelete={onDelete}
      deleting={remove.isPending}
      onDrop={context === 'archive' ? null : onDrop}
    />
  );
}
