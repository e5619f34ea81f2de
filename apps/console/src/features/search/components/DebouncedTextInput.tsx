import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/ListSearch';

/** A text filter that reports its text once typing pauses for 500 ms (part 1 §9). */
export function DebouncedTextInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed without typing (Reset, back): show its text, not the old one.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const report = useDebouncedCallback(onChange, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value.trim());
      }}
    />
  );
}
