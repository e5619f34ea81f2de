import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Lists search as the user pauses, not on every key (part 1 §9: debounced 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The list's search text in the URL (`?search=`). A new search starts again at the first page,
 * so the offset goes in the same navigation (two separate setters would overwrite each other).
 */
export function useListSearchParam(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const text = next.trim();
          if (text) updated.set('search', text);
          else updated.delete('search');
          updated.delete('offset');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [search, setSearch];
}

/** A search box that reports its text once typing pauses. */
export function ListSearch({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed without typing (back, a menu link): show its search, not the old text.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const report = useDebouncedCallback(onChange, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      maw={360}
    />
  );
}
