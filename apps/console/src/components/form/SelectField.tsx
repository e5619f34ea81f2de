import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

/** A single choice; none chosen is null. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  onValueChange,
  ...props
}: Bound<T> &
  Omit<SelectProps, 'name' | 'value' | 'onChange' | 'error'> & {
    /** Runs after the field changes: the editors' transitions hang here. */
    onValueChange?: (value: string | null) => void;
  }) {
  const {
    field: { ref, value, onChange, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <Select
      {...props}
      {...field}
      ref={ref}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => {
        onChange(next);
        onValueChange?.(next);
      }}
      error={fieldState.error?.message}
    />
  );
}

export function MultiSelectField<T extends FieldValues>({
  control,
  name,
  onValueChange,
  ...props
}: Bound<T> &
  Omit<MultiSelectProps, 'name' | 'value' | 'onChange' | 'error'> & {
    onValueChange?: (value: string[]) => void;
  }) {
  const {
    field: { ref, value, onChange, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <MultiSelect
      {...props}
      {...field}
      ref={ref}
      value={Array.isArray(value) ? value : []}
      onChange={(next) => {
        onChange(next);
        onValueChange?.(next);
      }}
      error={fieldState.error?.message}
    />
  );
}
