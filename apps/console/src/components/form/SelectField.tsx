import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type Bound, type MarkOnly } from './bound-field';

/** A choice input bound to a form field, with Mantine's own props and a hook on each change. */
type ChoiceFieldProps<T extends FieldValues, P, V> = Bound<T> &
  MarkOnly &
  Omit<P, 'name' | 'value' | 'onChange' | 'error'> & {
    /** Runs after the field changes: the editors' transitions hang here. */
    onValueChange?: (value: V) => void;
  };

/** What the input takes: the caller's props, the field's, and its value as `read` makes it. */
function useChoice<T extends FieldValues, P, V>(
  { control, name, markOnly, onValueChange, ...props }: ChoiceFieldProps<T, P, V>,
  read: (value: unknown) => V,
) {
  const { value, onChange, input } = useBoundField({ control, name, markOnly });
  return {
    ...props,
    ...input,
    value: read(value),
    onChange: (next: V) => {
      onChange(next);
      onValueChange?.(next);
    },
  };
}

/** A single choice; none chosen is null. */
export function SelectField<T extends FieldValues>(
  props: ChoiceFieldProps<T, SelectProps, string | null>,
) {
  return <Select {...useChoice(props, (value) => (typeof value === 'string' ? value : null))} />;
}

/** The chosen values of a multiple choice: none while the field holds no list. */
const chosenOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function MultiSelectField<T extends FieldValues>(
  props: ChoiceFieldProps<T, MultiSelectProps, string[]>,
) {
  return <MultiSelect {...useChoice(props, chosenOf)} />;
}
