import {
  Checkbox,
  Switch,
  Textarea,
  type CheckboxProps,
  type SwitchProps,
  type TextareaProps,
} from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type Bound } from './bound-field';

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
  const { value, onChange, input } = useBoundField({ control, name });
  return (
    <Switch
      {...props}
      {...input}
      checked={value === true}
      onChange={(event) => {
        onChange(event.currentTarget.checked);
        onValueChange?.(event.currentTarget.checked);
      }}
    />
  );
}

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<CheckboxProps, 'name' | 'checked' | 'onChange' | 'error'>) {
  const { value, onChange, input } = useBoundField({ control, name });
  return (
    <Checkbox
      {...props}
      {...input}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

export function TextareaField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'error'>) {
  const { value, onChange, input } = useBoundField({ control, name });
  return (
    <Textarea
      {...props}
      {...input}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
    />
  );
}
