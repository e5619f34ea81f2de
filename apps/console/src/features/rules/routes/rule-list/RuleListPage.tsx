import { Alert, Stack } from '@mantine/core';
import type { TRule, TRuleContext } from '@parley/contract';
import { IconArchive, IconArrowBackUp, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { RowAction } from '../../../../components/data-table/RowMenu';
import { deleteAction } from '../../../../components/data-table/row-kit';
import { ActiveRulesSummary } from '../../components/rule-list/ActiveRulesSummary';
import { ListToolbar } from '../../../../components/list-toolbar/ListToolbar';
import { RetailerFilter, type RetailerFilterProps } from '../../../../components/RetailerFilter';
import { ruleColumns } from '../../components/rule-list/rule-columns';
import { SortableRuleTable } from '../../components/rule-list/SortableRuleTable';

const EMPTY_MESSAGES: Record<TRuleContext, string> = {
  ruleset: 'Currently there are no Rules. Create one with New Rule.',
  archive: 'Currently there are no archived Rules.',
  'admin:algorithm': 'Currently there are no Algorithm Rules.',
};

export interface RuleListPageProps {
  title: string;
  context: TRuleContext;
  rules: TRule[] | undefined;
  loadError: string | null;
  /** The rules-page banners (ruleset only). */
  banners: ReactNode;
  /** The retailer filter of the algorithm rules; null elsewhere. */
  retailerFilter: RetailerFilterProps | null;
  newRuleHref: string;
  editHref: (rule: TRule) => string;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  onEdit: (rule: TRule) => void;
  onToggleActive: (rule: TRule, active: boolean) => void;
  /** Archive (true) or Move to Ruleset (false). */
  onArchive: (rule: TRule, archived: boolean) => void;
  onDelete: (rules: TRule[]) => void;
  deleting: boolean;
  /** Dropping a rule onto another; null where rules are not reordered. */
  onDrop: ((droppedId: string, ontoId: string) => void) | null;
}

export function RuleListPage({
  title,
  context,
  rules,
  loadError,
  banners,
  retailerFilter,
  newRuleHref,
  editHref,
  selected,
  onSelectedChange,
  onEdit,
  onToggleActive,
  onArchive,
  onDelete,
  deleting,
  onDrop,
}: RuleListPageProps) {
  const chosen = rules?.filter((rule) => selected.includes(rule.rule_id)) ?? [];
  const rowActions = (rule: TRule): RowAction[] => [
    { label: 'Edit', icon: <IconPencil size={16} />, onClick: () => onEdit(rule) },
    ...(context === 'archive'
      ? [
          {
            label: 'Move to Ruleset',
            icon: <IconArrowBackUp size={16} />,
            onClick: () => onArchive(rule, false),
          },
        ]
      : []),
    ...(context === 'ruleset'
      ? [
          {
            label: 'Archive',
            icon: <IconArchive size={16} />,
            onClick: () => onArchive(rule, true),
          },
        ]
      : []),
    deleteAction(() => onDelete([rule])),
  ];

  return (
    <>
      <ListToolbar
        title={title}
        newHref={newRuleHref}
        newLabel="New Rule"
        chosen={chosen}
        deleting={deleting}
        onDelete={onDelete}
      />
      <Stack>
        {banners}
        {retailerFilter ? <RetailerFilter {...retailerFilter} /> : null}
        {loadError ? <Alert color="red">{loadError}</Alert> : null}
        {rules && context !== 'archive' ? (
          <ActiveRulesSummary
            activeNames={rules.filter((rule) => rule.active).map((rule) => rule.name)}
          />
        ) : null}
        {loadError ? null : (
          <SortableRuleTable
            rules={rules}
            columns={ruleColumns({ context, editHref, onToggleActive })}
            emptyMessage={EMPTY_MESSAGES[context]}
            selection={{ selected, onChange: onSelectedChange }}
            rowActions={rowActions}
            onDrop={onDrop}
          />
        )}
      </Stack>
    </>
  );
}
