import { Anchor, Stack, Switch, Text } from '@mantine/core';
import {
  LEGACY_RULE_OBJECTIVE,
  NEGOTIATION_OBJECTIVE_LABELS,
  type TRule,
  type TRuleContext,
} from '@parley/contract';
import { Link } from 'react-router';
import type { Column } from '../../../../components/data-table/DataTable';
import { formatPercentage } from '../../../../lib/format';
import { RuleTypeIcons } from './RuleTypeIcons';

export interface RuleColumnOptions {
  context: TRuleContext;
  editHref: (rule: TRule) => string;
  onToggleActive: (rule: TRule, active: boolean) => void;
}

/**
 * The objective with its Discount Threshold ('Preserve Margin at 16%'), or for a legacy rule
 * (objective none) its target discount, whose walkaway has the next column.
 */
export function ruleObjectiveText(rule: TRule): string {
  if (rule.objective === LEGACY_RULE_OBJECTIVE) {
    return formatPercentage(rule.target_discount_percentage);
  }
  return `${NEGOTIATION_OBJECTIVE_LABELS[rule.objective]} at ${formatPercentage(rule.walkaway_percentage)}`;
}

/**
 * The rule list's columns after the priority (part 2 §2 Rule list): name, type icons, then the
 * algorithm for algorithm rules or the objective and walkaway for a retailer's, and the Active
 * switch everywhere but the archive.
 */
export function ruleColumns({ context, editHref, onToggleActive }: RuleColumnOptions) {
  const columns: Column<TRule>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (rule) => (
        <Anchor component={Link} to={editHref(rule)}>
          {rule.name}
        </Anchor>
      ),
    },
    { key: 'type', header: 'Type', cell: (rule) => <RuleTypeIcons rule={rule} /> },
  ];
  if (context === 'admin:algorithm') {
    columns.push({
      key: 'algorithm',
      header: 'Algorithm',
      cell: (rule) => (
        <Stack gap={0}>
          <Text size="sm">{rule.algorithm_version ?? '-'}</Text>
          <Text size="xs" c="dimmed">
            {rule.retailer?.name ?? 'All Retailers'}
          </Text>
        </Stack>
      ),
    });
  } else {
    columns.push(
      { key: 'objective', header: 'Discount / Objective', cell: ruleObjectiveText },
      {
        key: 'walkaway',
        header: 'Walkaway',
        cell: (rule) => formatPercentage(rule.walkaway_percentage),
      },
    );
  }
  if (context !== 'archive') {
    columns.push({
      key: 'active',
      header: 'Active',
      width: 90,
      cell: (rule) => (
        <Switch
          checked={rule.active}
          onChange={(event) => onToggleActive(rule, event.currentTarget.checked)}
          aria-label={`${rule.name} active`}
        />
      ),
    });
  }
  return columns;
}
