import { PasswordInput, TextInput } from '@mantine/core';
import type { PasswordInputProps, TextInputProps } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { useBoundText, type Bound, type BoundProps } from './bound-field';

/** A text input bound to a react-hook-form field, showing the field's first message. */
export function TextField<T extends FieldValues>(props: BoundProps<T, TextInputProps, 'value'>) {
  return <TextInput {...useBoundText(props)} />;
}

export function PasswordField<T extends FieldValues>(
  props: BoundProps<T, PasswordInputProps, 'value'>,
) {
  return <PasswordInput {...useBoundText(props)} />;
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
