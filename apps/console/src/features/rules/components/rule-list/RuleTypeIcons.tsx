import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { RULE_MATCH_TYPE_LABELS, type TRule, type TRuleMatchType } from '@parley/contract';
import {
  IconBuildingStore,
  IconCategory,
  IconClock,
  IconFlask,
  IconPackage,
  IconShoppingCart,
  IconUsersGroup,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { formatPercentage } from '../../../../lib/format';

interface TypeIcon {
  label: string;
  /** The tooltip, when it says more than the label. */
  detail?: string;
  icon: Icon;
}

const MATCH_TYPE_ICONS: Record<TRuleMatchType, Icon> = {
  global: IconWorld,
  retailer: IconBuildingStore,
  product: IconPackage,
  product_category: IconCategory,
  cart: IconShoppingCart,
};

/** A rule limited by a date range or by a recurring day and time. */
const isTimeLimited = (rule: TRule) =>
  Boolean(rule.starts_at || rule.ends_at || rule.day || rule.local_starts_at_time);

/** The icons a rule shows, in a fixed order: its match type, then what narrows it. */
export function ruleTypeIcons(rule: TRule): TypeIcon[] {
  const icons: TypeIcon[] = [
    { label: RULE_MATCH_TYPE_LABELS[rule.match_type], icon: MATCH_TYPE_ICONS[rule.match_type] },
  ];
  if (rule.cohort_ids.length > 0) icons.push({ label: 'User Cohort', icon: IconUsersGroup });
  if (isTimeLimited(rule)) icons.push({ label: 'Time Limited', icon: IconClock });
  if (rule.experiment_percentage !== null) {
    icons.push({
      label: 'Experiment Percentage',
      detail: `Experiment Percentage: ${formatPercentage(rule.experiment_percentage)}`,
      icon: IconFlask,
    });
  }
  return icons;
}

export function RuleTypeIcons({ rule }: { rule: TRule }) {
  return (
    <Group gap={6} wrap="nowrap">
      {ruleTypeIcons(rule).map(({ label, detail, icon: TypeIcon }) => (
        <Tooltip key={label} label={detail ?? label} withArrow>
          <ThemeIcon variant="light" size="md" radius="xl" role="img" aria-label={label}>
            <TypeIcon size={16} aria-hidden />
          </ThemeIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
