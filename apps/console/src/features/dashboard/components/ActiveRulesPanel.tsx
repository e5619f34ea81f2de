import { Alert, Anchor, List, Text } from '@mantine/core';
import { MSG, type TRule } from '@parley/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ACTIVE_RULE_NAMES_SHOWN } from '../../rules';
import { rulesLinks } from '../../rules';
import { PanelCard, type Loadable } from './PanelCard';

/** Part 1 §2 Dashboard, verbatim: the rules panel of an administrator with no retailer chosen. */
export const SELECT_RETAILER_FOR_RULES =
  'Select a Retailer in the filters to see the relevant active Rules.';

/**
 * The retailer's active rules, at most three by name and 'N more...' beyond (part 1 §9); the
 * warning when none is active; a prompt to pick a retailer when there is none in context.
 */
export function ActiveRulesPanel({
  retailerId,
  rules,
}: {
  /** The retailer in context; null for an administrator across retailers. */
  retailerId: string | null;
  /** The retailer's ruleset (GET /rules context ruleset). */
  rules: Loadable<TRule[]>;
}) {
  const title = 'Active Rules';
  if (retailerId === null) {
    return (
      <PanelCard title={title}>
        <Text size="sm" c="dimmed">
          {SELECT_RETAILER_FOR_RULES}
        </Text>
      </PanelCard>
    );
  }
  const active = rules.data?.filter((rule) => rule.active);
  const more = (active?.length ?? 0) - ACTIVE_RULE_NAMES_SHOWN;
  return (
    <PanelCard
      title={title}
      loading={active === undefined}
      error={rules.error}
      actions={
        <Anchor component={Link} to={rulesLinks.list({ retailerId })} size="sm">
          Ruleset
        </Anchor>
      }
    >
      {active?.length === 0 ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          {MSG.noActiveRules}
        </Alert>
      ) : (
        <List size="sm" spacing={4} aria-label="Active rules">
          {active?.slice(0, ACTIVE_RULE_NAMES_SHOWN).map((rule) => (
            <List.Item key={rule.rule_id}>{rule.name}</List.Item>
          ))}
          {more > 0 ? (
            <List.Item>
              <Anchor component={Link} to={rulesLinks.list({ retailerId })} size="sm">
                {MSG.moreRules(more)}
              </Anchor>
            </List.Item>
          ) : null}
        </List>
      )}
    </PanelCard>
  );
}
