import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TextValueProps } from '../form/text-value';

/** Lists search as the user pauses, not on every key (part 1 §9: debounced 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The list's search text in the URL (`?search=`). A new search starts again at the first page,
 * so the offset goes in the same navigation (two separate setters would overwrite each other).
 * It is a history entry Back undoes; the box reports once typing pauses, so one per word.
 */
export function useListSearchParam(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const setSearch = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const text = next.trim();
        if (text) updated.set('search', text);
        else updated.delete('search');
        updated.delete('offset');
        return updated;
      }),
    [setParams],
  );
  return [search, setSearch];
}

/**
 * The text of a box that reports it once typing pauses. The box shows what is typed at once; when
 * the value changes without typing (Reset, back, a menu link), it shows that instead.
 */
export function useDebouncedText(
  value: string,
  report: (text: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const reportLater = useDebouncedCallback(report, SEARCH_DEBOUNCE_MS);
  const type = (next: string) => {
    setText(next);
    reportLater(next);
  };
  return [text, type];
}

/** A search box that reports its text once typing pauses. */
export function ListSearch({ value, onChange, label }: TextValueProps) {
  const [text, type] = useDebouncedText(value, onChange);
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
      maw={360}
    />
  );
}
