import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type Bound } from './bound-field';

type NumberFieldProps<T extends FieldValues> = Bound<T> &
  Omit<
    NumberInputProps,
    'name' | 'value' | 'onChange' | 'onValueChange' | 'error' | 'clampBehavior'
  > & {
    /** Runs after the field changes (null when emptied): the editors' transitions hang here. */
    onValueChange?: (value: number | string | null) => void;
  };

/**
 * A number input bound to a react-hook-form field. An empty box is null (so the schema can say
 * 'This field is required'); anything typed that is not a number is kept as text so the schema
 * reports it instead of the input silently dropping it. Out of min and max it is kept as typed
 * too (never clamped on blur): the schema says what is wrong, the user decides what to put.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  onValueChange,
  ...props
}: NumberFieldProps<T>) {
  const { value, onChange, input } = useBoundField({ control, name });
  return (
    <NumberInput
      {...props}
      {...input}
      clampBehavior="none"
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      onChange={(next) => {
        const changed = next === '' ? null : next;
        onChange(changed);
        onValueChange?.(changed);
      }}
    />
  );
}

/** An amount in pounds, to the penny. */
export function MoneyField<T extends FieldValues>(props: NumberFieldProps<T>) {
  return <NumberField {...props} prefix="£" decimalScale={2} />;
}
