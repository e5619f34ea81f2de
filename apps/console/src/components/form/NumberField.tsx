import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * A number input bound to a react-hook-form field. An empty box is null (so the schema can say
 * 'This field is required'); anything typed that is not a number is kept as text so the schema
 * reports it instead of the input silently dropping it.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  onValueChange,
  ...props
}: { control: Control<T>; name: Path<T> } & Omit<
  NumberInputProps,
  'name' | 'value' | 'onChange' | 'onValueChange' | 'error'
> & {
    /** Runs after the field changes (null when emptied): the editors' transitions hang here. */
    onValueChange?: (value: number | string | null) => void;
  }) {
  const {
    field: { ref, value, onChange, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <NumberInput
      {...props}
      {...field}
      ref={ref}
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      onChange={(next) => {
        const changed = next === '' ? null : next;
        onChange(changed);
        onValueChange?.(changed);
      }}
      error={fieldState.error?.message}
    />
  );
}
