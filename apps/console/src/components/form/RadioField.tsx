import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type Bound } from './bound-field';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type GroupProps = Omit<RadioGroupProps, 'name' | 'value' | 'onChange' | 'error' | 'children'>;

/**
 * A radio group bound to a form field. The field's value shows as one of the options; choosing an
 * option stores the value it stands for.
 */
function BoundRadioGroup<T extends FieldValues>({
  control,
  name,
  options,
  shown,
  stored,
  onValueChange,
  ...props
}: Bound<T> &
  GroupProps & {
    options: readonly RadioOption[];
    /** The option the field's value stands for; null for none. */
    shown: (value: unknown) => string | null;
    stored: (choice: string) => unknown;
    onValueChange?: (choice: string) => void;
  }) {
  const {
    value,
    onChange,
    input: { ref, onBlur, error },
  } = useBoundField({ control, name });
  return (
    <Radio.Group
      {...props}
      ref={ref}
      name={name}
      value={shown(value)}
      onChange={(next) => {
        onChange(stored(next));
        onValueChange?.(next);
      }}
      onBlur={onBlur}
      error={error}
    >
      <Group mt="xs">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** One choice among a few, shown as radio buttons; none chosen is null. */
export function RadioField<T extends FieldValues>(
  props: Bound<T> &
    GroupProps & {
      options: readonly RadioOption[];
      /** Runs after the field changes: the editors' transitions hang here. */
      onValueChange?: (value: string) => void;
    },
) {
  return (
    <BoundRadioGroup
      {...props}
      shown={(value) => (typeof value === 'string' ? value : null)}
      stored={(choice) => choice}
    />
  );
}

const YES_NO: readonly RadioOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** A required yes-or-no question: true, false, or null while unanswered. */
export function YesNoField<T extends FieldValues>(props: Bound<T> & GroupProps) {
  return (
    <BoundRadioGroup
      {...props}
      options={YES_NO}
      shown={(value) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : null)}
      stored={(choice) => choice === 'yes'}
    />
  );
}
