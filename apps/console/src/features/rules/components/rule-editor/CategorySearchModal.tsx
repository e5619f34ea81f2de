import { Button, Checkbox, Stack } from '@mantine/core';
import type { TRuleProductCategory, TStoreCategory } from '@parley/contract';
import { useState } from 'react';
import type { StoreSearch } from './editor-settings';
import { EntityPickerModal } from '../../../../components/entity-picker/EntityPickerModal';

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
    <EntityPickerModal
      search={search}
      title="Choose product categories"
      searchLabel="Search categories"
      onClose={close}
      actions={
        <>
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
        </>
      }
    >
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
    </EntityPickerModal>
  );
}
