import { PasswordInput, TextInput } from '@mantine/core';
import type { PasswordInputProps, TextInputProps } from '@mantine/core';
import { useController } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

/** A text input bound to a react-hook-form field, showing the field's first message. */
export function TextField<T extends FieldValues>({
  control,
  name,
  ...props
}: FieldProps<T> & Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'>) {
  const {
    field: { ref, value, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <TextInput
      {...props}
      {...field}
      ref={ref}
      value={typeof value === 'string' ? value : ''}
      error={fieldState.error?.message}
    />
  );
}

export function PasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: FieldProps<T> & Omit<PasswordInputProps, 'name' | 'value' | 'onChange' | 'error'>) {
  const {
    field: { ref, value, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <PasswordInput
      {...props}
      {...field}
      ref={ref}
      value={typeof value === 'string' ? value : ''}
      error={fieldState.error?.message}
    />
  );
}
