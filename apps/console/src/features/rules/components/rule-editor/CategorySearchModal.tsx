import { Button, Checkbox, Group, Loader, Modal, Stack, TextInput } from '@mantine/core';
import type { TRuleProductCategory, TStoreCategory } from '@parley/contract';
import { useState } from 'react';
import type { StoreSearch } from './editor-settings';

/** 'ADD 1 CATEGORY', 'ADD 3 CATEGORIES' (part 2 §9). */
export const addCategoriesLabel = (count: number) =>
  `ADD ${count} ${count === 1 ? 'CATEGORY' : 'CATEGORIES'}`;

/**
 * Searches the store's categories and adds the ticked ones at once. Ticks survive paging; the
 * categories the rule already has are shown ticked and cannot be ticked again.
 */
export function CategorySearchModal({
  search,
  chosenIds,
  onAdd,
}: {
  search: StoreSearch<TStoreCategory>;
  chosenIds: string[];
  onAdd: (categories: TRuleProductCategory[]) => void;
}) {
  const [text, setText] = useState(search.query);
  const [ticked, setTicked] = useState<TRuleProductCategory[]>([]);
  const isTicked = (id: string) => ticked.some((category) => category.product_category_id === id);
  const toggle = (category: TStoreCategory) =>
    setTicked((current) =>
      isTicked(category.product_category_id)
        ? current.filter((c) => c.product_category_id !== category.product_category_id)
        : [...current, { product_category_id: category.product_category_id, name: category.name }],
    );
  const close = () => {
    setTicked([]);
    search.onClose();
  };
  return (
    <Modal opened={search.opened} onClose={close} title="Choose product categories" size="lg">
      <Stack>
        <Group align="flex-end">
          <TextInput
            label="Search categories"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              // The modal sits inside the rule's form: Enter searches rather than saving.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              search.onSearch(text);
            }}
            style={{ flex: 1 }}
          />
          <Button onClick={() => search.onSearch(text)}>Search</Button>
        </Group>
        {search.loading ? <Loader size="sm" aria-label="Searching" /> : null}
        <Stack gap="xs">
          {search.items.map((category) => {
            const already = chosenIds.includes(category.product_category_id);
            return (
              <Checkbox
                key={category.product_category_id}
                label={category.name}
                checked={already || isTicked(category.product_category_id)}
                disabled={already}
                onChange={() => toggle(category)}
              />
            );
          })}
        </Stack>
        <Group justify="space-between">
          <Button variant="default" onClick={search.onPrevious} disabled={!search.hasPrevious}>
            Previous
          </Button>
          <Button variant="default" onClick={search.onNext} disabled={!search.hasNext}>
            Next
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={ticked.length === 0}
            onClick={() => {
              onAdd(ticked);
              close();
            }}
          >
            {addCategoriesLabel(ticked.length)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
