import { Select } from '@mantine/core';
import type { Control, Path } from 'react-hook-form';
import { useBoundField } from '../../../components/form/bound-field';
import type { ExperimentForm } from '../experiment-form';

/** The option that stands for null: Mantine's options need a string of their own. */
const NONE = '__none__';

/**
 * A choice whose first option is no value at all ('Any' objective, no theme, no algorithm), so
 * that leaving a setting as it is reads as a choice rather than as an empty box.
 */
export function NullableSelectField({
  control,
  name,
  label,
  noneLabel = 'None',
  options,
}: {
  control: Control<ExperimentForm>;
  name: Path<ExperimentForm>;
  label: string;
  /** The option for no value: 'None' unless the setting calls it otherwise ('Any'). */
  noneLabel?: string;
  options: { value: string; label: string }[];
}) {
  const { value, onChange, input } = useBoundField({ control, name });
  return (
    <Select
      {...input}
      label={label}
      data={[{ value: NONE, label: noneLabel }, ...options]}
      value={typeof value === 'string' ? value : NONE}
      allowDeselect={false}
      onChange={(next) => onChange(next === NONE ? null : next)}
    />
  );
}
