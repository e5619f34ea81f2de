import { Fieldset, Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import { PRODUCT_TERM_PLURAL, type TV2Feature } from '@parley/contract';
import { isAlgorithm, type FeatureToggle } from '../bot-test-form';

const FEATURE_LABELS: Record<TV2Feature, string> = {
  a_baseline: 'a_baseline',
  b_tit_for_tat: 'b_tit_for_tat',
  c_exponential: 'c_exponential',
  ask_quantity_first: 'Ask Quantity First',
  recovered_parleys: `Recovered ${PRODUCT_TERM_PLURAL}`,
  free_shipping: 'Free Shipping',
};

/** The settings an enabled feature runs with, e.g. 'tolerance 0.15, exp_max_bids 5'. */
const settingsOf = (hyperParameters: Record<string, unknown>) =>
  Object.entries(hyperParameters)
    .map(([name, value]) => `${name} ${JSON.stringify(value)}`)
    .join(', ');

function descriptionOf({ name, enabled, hyperParameters }: FeatureToggle) {
  if (enabled && hyperParameters) return settingsOf(hyperParameters);
  return isAlgorithm(name) ? 'Algorithm version' : undefined;
}

/** A feature's switch; its settings are its description, kept out of its name. */
function FeatureSwitch({
  feature,
  onToggle,
}: {
  feature: FeatureToggle;
  onToggle: (name: TV2Feature, enabled: boolean) => void;
}) {
  const descriptionId = useId();
  const description = descriptionOf(feature);
  return (
    <div>
      <Switch
        label={FEATURE_LABELS[feature.name]}
        checked={feature.enabled}
        onChange={(event) => onToggle(feature.name, event.currentTarget.checked)}
        aria-describedby={description ? descriptionId : undefined}
      />
      {description ? (
        <Text id={descriptionId} size="xs" c="dimmed" pl={50}>
          {description}
        </Text>
      ) : null}
    </div>
  );
}

/** One switch per feature the tester's store offers; an enabled one shows its settings. */
export function FeatureToggles({
  features,
  onToggle,
}: {
  features: FeatureToggle[];
  onToggle: (name: TV2Feature, enabled: boolean) => void;
}) {
  return (
    <Fieldset legend="Features">
      <Stack gap="sm">
        {features.map((feature) => (
          <FeatureSwitch key={feature.name} feature={feature} onToggle={onToggle} />
        ))}
      </Stack>
    </Fieldset>
  );
}
