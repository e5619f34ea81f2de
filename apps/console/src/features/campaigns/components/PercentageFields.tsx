import { Group, Text } from '@mantine/core';
import {
  LEGACY_RULE_OBJECTIVE,
  NEGOTIATION_OBJECTIVES,
  NEGOTIATION_OBJECTIVE_LABELS,
} from '@parley/contract';
import { useWatch, type Control } from 'react-hook-form';
import { NumberField } from '../../../components/form/NumberField';
import { SelectField } from '../../../components/form/SelectField';
import { percentageWarnings, type CampaignFormValues } from '../campaign-form';

const OBJECTIVE_OPTIONS = NEGOTIATION_OBJECTIVES.map((value) => ({
  value,
  label: NEGOTIATION_OBJECTIVE_LABELS[value],
}));

/**
 * The objective and its percentages, as in the rule editor: the Discount Threshold, or Target
 * Discount and Walkaway Threshold in the legacy form. A link to a rule takes the rule's own, so
 * they are disabled for it (part 2 §4).
 */
export function PercentageFields({
  control,
  disabled,
}: {
  control: Control<CampaignFormValues>;
  disabled: boolean;
}) {
  const [objective, discountThreshold, targetDiscount, walkaway] = useWatch({
    control,
    name: ['objective', 'discount_treshold', 'target_discount_percentage', 'walkaway_percentage'],
  });
  const legacy = objective === LEGACY_RULE_OBJECTIVE;
  const warnings = disabled
    ? { threshold: null, gap: null }
    : percentageWarnings({
        objective,
        discount_treshold: discountThreshold,
        target_discount_percentage: targetDiscount,
        walkaway_percentage: walkaway,
      });
  // Linked to a rule, the fields show the rule's values: disabled, and nothing to fill in.
  const linked = { disabled, withAsterisk: !disabled };
  const percentage = { control, ...linked, min: 0, max: 100, suffix: '%', decimalScale: 2, w: 200 };
  return (
    <>
      <SelectField
        control={control}
        name="objective"
        label="Objective"
        data={OBJECTIVE_OPTIONS}
        allowDeselect={false}
        {...linked}
        maw={320}
      />
      {legacy ? (
        <>
          <Group align="flex-start">
            <NumberField
              {...percentage}
              name="target_discount_percentage"
              label="Target Discount"
            />
            <NumberField {...percentage} name="walkaway_percentage" label="Walkaway Threshold" />
          </Group>
          {warnings.gap ? <Warning text={warnings.gap} /> : null}
        </>
      ) : (
        <>
          <NumberField {...percentage} name="discount_treshold" label="Discount Threshold" />
          {warnings.threshold ? <Warning text={warnings.threshold} /> : null}
        </>
      )}
    </>
  );
}

const Warning = ({ text }: { text: string }) => (
  <Text size="sm" c="orange.8">
    {text}
  </Text>
);
