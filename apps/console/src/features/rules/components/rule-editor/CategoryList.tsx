import { Anchor } from '@mantine/core';
import type { TRuleProductCategory, TStoreCategory } from '@parley/contract';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { catalogueLinks } from '../../../catalogue';
import { CategorySearchModal } from './CategorySearchModal';
import type { StoreSearch } from './editor-settings';
import { FIELD_LABELS } from './fields';
import { useRuleForm } from './use-rule-form';
import { EntityListField } from '../../../../components/entity-picker/EntityListField';

/** The categories of a Product Category rule, chosen with the category-search modal. */
export function CategoryList({
  search,
  retailerId,
}: {
  search: StoreSearch<TStoreCategory>;
  retailerId: string | null;
}) {
  const { control } = useRuleForm();
  const {
    field: { value: categories, onChange },
    fieldState,
  } = useController({ control, name: 'product_categories' });
  const add = (chosen: TRuleProductCategory[]) => {
    const known = new Set(categories.map((category) => category.product_category_id));
    onChange([...categories, ...chosen.filter((c) => !known.has(c.product_category_id))]);
  };
  const remove = (id: string) =>
    onChange(categories.filter((category) => category.product_category_id !== id));
  return (
    <EntityListField
      label={FIELD_LABELS.product_categories}
      error={fieldState.error?.message}
      items={categories}
      itemKey={(category) => category.product_category_id}
      itemName={(category) => category.name}
      columns={[{ header: 'Name', cell: (category) => category.name }]}
      onRemove={remove}
      addLabel="Add categories"
      onAddClick={search.onOpen}
      link={
        retailerId ? (
          <Anchor component={Link} to={catalogueLinks.productCategories.list({ retailerId })}>
            Manage product categories
          </Anchor>
        ) : null
      }
      picker={
        <CategorySearchModal
          search={search}
          chosenIds={categories.map((category) => category.product_category_id)}
          onAdd={add}
        />
      }
    />
  );
}
