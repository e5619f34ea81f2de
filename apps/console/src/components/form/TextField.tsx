import { PasswordInput, TextInput } from '@mantine/core';
import type { PasswordInputProps, TextInputProps } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { useBoundField, type Bound } from './bound-field';

/** A text input bound to a react-hook-form field, showing the field's first message. */
export function TextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'>) {
  const { value, onChange, input } = useBoundField({ control, name });
  return (
    <TextInput
      {...props}
      {...input}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
    />
  );
}

export function PasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<PasswordInputProps, 'name' | 'value' | 'onChange' | 'error'>) {
  const { value, onChange, input } = useBoundField({ control, name });
  return (
    <PasswordInput
      {...props}
      {...input}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
    />
  );
}

/** An account's email address, which the browser may fill in. */
export function EmailField<T extends FieldValues>({ control, name }: Bound<T>) {
  return (
    <TextField control={control} name={name} label="Email" type="email" autoComplete="email" />
  );
}

/** A new password and its confirmation, which the browser may offer to generate and save. */
export function NewPasswordFields<T extends FieldValues>({
  control,
  name,
  confirmName,
}: Bound<T> & { confirmName: Path<T> }) {
  return (
    <>
      <PasswordField
        control={control}
        name={name}
        label="New password"
        autoComplete="new-password"
      />
      <PasswordField
        control={control}
        name={confirmName}
        label="Confirm new password"
        autoComplete="new-password"
      />
    </>
  );
}
