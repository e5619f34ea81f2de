import { Alert, Select, Stack } from '@mantine/core';
import {
  LEGACY_RULE_OBJECTIVE,
  NEGOTIATION_OBJECTIVE_LABELS,
  RULE_OBJECTIVES,
  ruleWarnings,
  type TNegotiationObjective,
} from '@parley/contract';
import { useController, useWatch } from 'react-hook-form';
import { PercentField } from '../../../../components/percent-field/PercentField';
import { isKnownObjective, objectiveLabel } from './form-model';
import { FIELD_LABELS, ruleField, walkawayLabel } from './fields';
import { useRuleForm } from './use-rule-form';

// The three objectives first, then the legacy editor.
const OBJECTIVE_ORDER: readonly TNegotiationObjective[] = [
  ...RULE_OBJECTIVES.filter((value) => value !== LEGACY_RULE_OBJECTIVE),
  LEGACY_RULE_OBJECTIVE,
];
const OBJECTIVE_OPTIONS = OBJECTIVE_ORDER.map((value) => ({
  value,
  label: NEGOTIATION_OBJECTIVE_LABELS[value],
}));

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The objective and its thresholds: Discount Threshold for the three objectives, Target Discount
 * and Walkaway Threshold for the legacy "Old Rule Configuration", with the spec's advice.
 */
export function ObjectiveFields() {
  const { control } = useRuleForm();
  const {
    field: { ref, value: objective, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'objective' });
  const [walkaway, target] = useWatch({
    control,
    name: ['walkaway_percentage', 'target_discount_percentage'],
  });
  const warnings = ruleWarnings({
    objective,
    walkaway_percentage: numberOrNull(walkaway),
    target_discount_percentage: numberOrNull(target),
    products: [],
  });
  const legacy = objective === LEGACY_RULE_OBJECTIVE;
  return (
    <Stack>
      <Select
        ref={ref}
        label={FIELD_LABELS.objective}
        data={OBJECTIVE_OPTIONS}
        value={isKnownObjective(objective) ? objective : null}
        // A value outside the known objectives reads '- error -' until another is chosen.
        placeholder={objectiveLabel(objective)}
        onChange={(next) => onChange(next ?? objective)}
        onBlur={onBlur}
        allowDeselect={false}
        error={fieldState.error?.message}
        required
      />
      {legacy ? (
        <PercentField {...ruleField(control, 'target_discount_percentage')} required />
      ) : null}
      <PercentField
        control={control}
        name="walkaway_percentage"
        label={walkawayLabel(objective)}
        required
      />
      {warnings.walkaway_percentage ? (
        <Alert color="yellow" variant="light">
          {warnings.walkaway_percentage}
        </Alert>
      ) : null}
      {warnings.target_discount_percentage ? (
        <Alert color="yellow" variant="light">
          {warnings.target_discount_percentage}
        </Alert>
      ) : null}
    </Stack>
  );
}
