import {
  Checkbox,
  Switch,
  Textarea,
  type CheckboxProps,
  type SwitchProps,
  type TextareaProps,
} from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

export function SwitchField<T extends FieldValues>({
  control,
  name,
  onValueChange,
  ...props
}: Bound<T> &
  Omit<SwitchProps, 'name' | 'checked' | 'onChange' | 'error'> & {
    /** Runs after the field changes: the editors' transitions hang here. */
    onValueChange?: (checked: boolean) => void;
  }) {
  const {
    field: { ref, value, onChange, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <Switch
      {...props}
      {...field}
      ref={ref}
      checked={value === true}
      onChange={(event) => {
        onChange(event.currentTarget.checked);
        onValueChange?.(event.currentTarget.checked);
      }}
      error={fieldState.error?.message}
    />
  );
}

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<CheckboxProps, 'name' | 'checked' | 'onChange' | 'error'>) {
  const {
    field: { ref, value, onChange, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      {...field}
      ref={ref}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={fieldState.error?.message}
    />
  );
}

export function TextareaField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'error'>) {
  const {
    field: { ref, value, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <Textarea
      {...props}
      {...field}
      ref={ref}
      value={typeof value === 'string' ? value : ''}
      error={fieldState.error?.message}
    />
  );
}
