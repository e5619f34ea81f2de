import type { ChangeEvent } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** What ties a kit field to a field of a react-hook-form form. */
export interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

/** A field only marked red when invalid, where the form shows one message for several fields. */
export interface MarkOnly {
  markOnly?: boolean;
}

/**
 * A kit field's form field: its value and setter, and what the input takes from it as it is
 * (name, ref, onBlur, disabled) with the field's first message (or, markOnly, its invalid mark)
 * as the input's error.
 */
export function useBoundField<T extends FieldValues>({
  control,
  name,
  markOnly = false,
}: Bound<T> & MarkOnly) {
  const {
    field: { value, onChange, ...field },
    fieldState,
  } = useController({ control, name });
  const error = markOnly ? fieldState.invalid : fieldState.error?.message;
  return { value, onChange, input: { ...field, error } };
}

/** A Mantine input's own props, less what a bound field gives it, and what binds it. */
export type BoundProps<T extends FieldValues, P, Given extends string> = Bound<T> &
  Omit<P, 'name' | 'onChange' | 'error' | Given>;

/**
 * What a text input (one line, a password, several lines) takes when bound to a form field: the
 * caller's props, then the field's own, its value as text ('' while it has none).
 */
export function useBoundText<T extends FieldValues, P>({
  control,
  name,
  ...props
}: BoundProps<T, P, 'value'>) {
  const { value, onChange, input } = useBoundField({ control, name });
  return { ...props, ...input, value: typeof value === 'string' ? value : '', onChange };
}

/**
 * What a switch or a checkbox takes when bound to a form field: the caller's props, then the
 * field's own, checked when the field is true; `onValueChange` runs after the field changes (the
 * editors' transitions hang there).
 */
export function useBoundCheck<T extends FieldValues, P>({
  control,
  name,
  onValueChange,
  ...props
}: BoundProps<T, P, 'checked'> & { onValueChange?: (checked: boolean) => void }) {
  const { value, onChange, input } = useBoundField({ control, name });
  return {
    ...props,
    ...input,
    checked: value === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onChange(event.currentTarget.checked);
      onValueChange?.(event.currentTarget.checked);
    },
  };
}
