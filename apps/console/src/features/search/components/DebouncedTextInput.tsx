import { TextInput } from '@mantine/core';
import { useDebouncedText } from '../../../components/data-table/ListSearch';
import type { TextValueProps } from '../../../components/form/text-value';

/** A text filter that reports its text once typing pauses for 500 ms (part 1 §9). */
export function DebouncedTextInput({ label, value, onChange }: TextValueProps) {
  const [text, type] = useDebouncedText(value, (typed) => onChange(typed.trim()));
  return (
    <TextInput label={label} value={text} onChange={(event) => type(event.currentTarget.value)} />
  );
}
