import { Button, Group, Loader, Modal, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';

/** One page of a search the picker shows, and its paging. */
export interface PickerSearch {
  opened: boolean;
  /** The search the picker opens with. */
  query: string;
  loading: boolean;
  hasNext: boolean;
  hasPrevious: boolean;
  onSearch: (query: string) => void;
  onNext: () => void;
  onPrevious: () => void;
}

/**
 * A modal that searches for items to choose (the rule editor's products and categories): a
 * search box, the page of results, Previous and Next, then the picker's own buttons.
 */
export function EntityPickerModal({
  search,
  title,
  searchLabel,
  onClose,
  actions,
  children,
}: {
  search: PickerSearch;
  title: string;
  searchLabel: string;
  onClose: () => void;
  /** The buttons at the bottom right. */
  actions: ReactNode;
  /** The results. */
  children: ReactNode;
}) {
  const [text, setText] = useState(search.query);
  return (
    <Modal opened={search.opened} onClose={onClose} title={title} size="lg">
      <Stack>
        <Group align="flex-end">
          <TextInput
            label={searchLabel}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              // The picker may sit inside a form: Enter searches rather than submitting it.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              search.onSearch(text);
            }}
            style={{ flex: 1 }}
          />
          <Button onClick={() => search.onSearch(text)}>Search</Button>
        </Group>
        {search.loading ? <Loader size="sm" aria-label="Searching" /> : null}
        {children}
        <Group justify="space-between">
          <Button variant="default" onClick={search.onPrevious} disabled={!search.hasPrevious}>
            Previous
          </Button>
          <Button variant="default" onClick={search.onNext} disabled={!search.hasNext}>
            Next
          </Button>
        </Group>
        <Group justify="flex-end">{actions}</Group>
      </Stack>
    </Modal>
  );
}
