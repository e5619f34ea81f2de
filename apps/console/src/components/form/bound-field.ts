import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** What ties a kit field to a field of a react-hook-form form. */
export interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

/**
 * A kit field's form field: its value and setter, and what the input takes from it as it is
 * (name, ref, onBlur, disabled) with the field's first message as the input's error.
 */
export function useBoundField<T extends FieldValues>({ control, name }: Bound<T>) {
  const {
    field: { value, onChange, ...field },
    fieldState,
  } = useController({ control, name });
  return { value, onChange, input: { ...field, error: fieldState.error?.message } };
}
