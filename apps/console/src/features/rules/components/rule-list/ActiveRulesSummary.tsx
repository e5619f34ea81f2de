import { Alert, Text } from '@mantine/core';
import { MSG } from '@parley/contract';
import { IconAlertTriangle } from '@tabler/icons-react';

/** As on the dashboard's Active Rules panel (part 1 §9): at most 3 names, then 'N more...'. */
export const ACTIVE_RULE_NAMES_SHOWN = 3;

/** 'Summer sale, Cart deal, VIP and 2 more...' */
export function activeRulesText(names: readonly string[], shown = ACTIVE_RULE_NAMES_SHOWN) {
  const listed = names.slice(0, shown).join(', ');
  const more = names.length - shown;
  return more > 0 ? `${listed} and ${MSG.moreRules(more)}` : listed;
}

/** Which rules are switched on, or the warning that none is. */
export function ActiveRulesSummary({ activeNames }: { activeNames: readonly string[] }) {
  if (activeNames.length === 0) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
        {MSG.noActiveRules}
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="active-rules-summary">
      <Text span fw={600} c="var(--mantine-color-text)">
        Active:
      </Text>{' '}
      {activeRulesText(activeNames)}
    </Text>
  );
}
