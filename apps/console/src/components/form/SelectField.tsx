import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type Bound } from './bound-field';

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
  const { value, onChange, input } = useBoundField({ control, name });
  return (
    <Select
      {...props}
      {...input}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => {
        onChange(next);
        onValueChange?.(next);
      }}
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
  const { value, onChange, input } = useBoundField({ control, name });
  return (
    <MultiSelect
      {...props}
      {...input}
      value={Array.isArray(value) ? value : []}
      onChange={(next) => {
        onChange(next);
        onValueChange?.(next);
      }}
    />
  );
}
