import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type GroupProps = Omit<RadioGroupProps, 'name' | 'value' | 'onChange' | 'error' | 'children'>;

/** One choice among a few, shown as radio buttons; none chosen is null. */
export function RadioField<T extends FieldValues>({
  control,
  name,
  options,
  onValueChange,
  ...props
}: Bound<T> &
  GroupProps & {
    options: readonly RadioOption[];
    /** Runs after the field changes: the editors' transitions hang here. */
    onValueChange?: (value: string) => void;
  }) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Radio.Group
      {...props}
      ref={ref}
      name={name}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => {
        onChange(next);
        onValueChange?.(next);
      }}
      onBlur={onBlur}
      error={fieldState.error?.message}
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

/** A required yes-or-no question: true, false, or null while unanswered. */
export function YesNoField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & GroupProps) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Radio.Group
      {...props}
      ref={ref}
      name={name}
      value={typeof value === 'boolean' ? (value ? 'yes' : 'no') : null}
      onChange={(next) => onChange(next === 'yes')}
      onBlur={onBlur}
      error={fieldState.error?.message}
    >
      <Group mt="xs">
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </Group>
    </Radio.Group>
  );
}
