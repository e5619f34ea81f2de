import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import type { TSessionDetail, TSessionRuleMatch } from '@parley/contract';
import { Link } from 'react-router';
import { InfoCard, InfoTable, None } from './InfoCard';

/** The gift with purchase offered in the negotiation. */
export function AddonCard({
  addon,
  money,
}: {
  addon: NonNullable<TSessionDetail['addon_item']>;
  money: (amount: number | null) => string;
}) {
  return (
    <InfoCard title="Add-on Details">
      <InfoTable
        rows={[
          { label: 'Name', value: addon.name },
          { label: 'Description', value: addon.short_description ?? '-' },
          {
            label: 'Display Value',
            value: money(addon.display_value === null ? null : Number(addon.display_value)),
          },
          { label: 'Synthetic Value', value: money(addon.synthetic_value) },
        ]}
      />
    </InfoCard>
  );
}

/** The rules the negotiation matched, each linked where the viewer may open it. */
export function RulesCard({
  rules,
  ruleHref,
}: {
  rules: TSessionRuleMatch[];
  ruleHref: (rule: TSessionRuleMatch) => string | null;
}) {
  return (
    <InfoCard title="Matched Rules">
      {rules.length === 0 ? (
        <None />
      ) : (
        <List spacing={4} listStyleType="none">
          {rules.map((rule) => {
            const href = ruleHref(rule);
            return (
              <List.Item key={rule.rule_id}>
                <Group gap="xs">
                  {href ? (
                    <Anchor component={Link} to={href}>
                      {rule.name}
                    </Anchor>
                  ) : (
                    <Text span>{rule.name}</Text>
                  )}
                  {rule.visibility === 'admin' ? (
                    <Badge variant="light" color="grape">
                      Algorithm{rule.algorithm_version ? ` ${rule.algorithm_version}` : ''}
                    </Badge>
                  ) : null}
                  {rule.activated ? null : (
                    <Badge variant="light" color="gray">
                      Inactive
                    </Badge>
                  )}
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
    </InfoCard>
  );
}

/** The feature settings that were on during the negotiation. */
export function FeaturesCard({ features }: { features: TSessionDetail['features'] }) {
  const active = features.filter((feature) => feature.enabled);
  return (
    <InfoCard title="Active Features">
      {active.length === 0 ? (
        <None />
      ) : (
        <Group gap="xs">
          {active.map((feature) => (
            <Badge key={feature.name} variant="light">
              {feature.name}
            </Badge>
          ))}
        </Group>
      )}
    </InfoCard>
  );
}

/** The algorithm version and hyper-parameters the bot negotiated with (administrators). */
export function AlgorithmCard({ algorithm }: { algorithm: TSessionDetail['algorithm'] }) {
  return (
    <InfoCard title="Algorithm Details">
      <InfoTable
        rows={[
          { label: 'Version', value: algorithm.version },
          ...Object.entries(algorithm.hyper_parameters).map(([name, value]) => ({
            label: name,
            value: String(value),
          })),
        ]}
      />
    </InfoCard>
  );
}
