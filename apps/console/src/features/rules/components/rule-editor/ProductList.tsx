import { Alert, Avatar, Group } from '@mantine/core';
import { ruleWarnings, type TRuleProduct, type TStoreProduct } from '@parley/contract';
import { useController } from 'react-hook-form';
import type { StoreSearch } from './editor-settings';
import { FIELD_LABELS } from './fields';
import { ProductPicker } from './ProductPicker';
import { useRuleForm } from './use-rule-form';
import { EntityListField } from '../../../../components/entity-picker/EntityListField';

/** The products of an Individual Product rule, chosen from the store with the product picker. */
export function ProductList({ search }: { search: StoreSearch<TStoreProduct> }) {
  const { control } = useRuleForm();
  const {
    field: { value: products, onChange },
    fieldState,
  } = useController({ control, name: 'products' });
  const tip = ruleWarnings({
    objective: '',
    walkaway_percentage: null,
    target_discount_percentage: null,
    products,
  }).products;
  const add = (product: TRuleProduct) => onChange([...products, product]);
  const remove = (id: string) =>
    onChange(products.filter((product) => product.retailer_product_id !== id));
  return (
    <EntityListField
      label={FIELD_LABELS.products}
      error={fieldState.error?.message}
      items={products}
      itemKey={(product) => product.retailer_product_id}
      itemName={(product) => product.name}
      columns={[
        {
          header: 'Name',
          cell: (product) => (
            <Group gap="sm" wrap="nowrap">
              <Avatar src={product.thumbnail_url} alt="" radius="sm" size="sm" />
              {product.name}
            </Group>
          ),
        },
        { header: 'SKU', cell: (product) => product.sku ?? '-' },
      ]}
      onRemove={remove}
      addLabel="Add products"
      onAddClick={search.onOpen}
      notice={
        tip ? (
          <Alert color="blue" variant="light">
            {tip}
          </Alert>
        ) : null
      }
      picker={<ProductPicker search={search} chosen={products} onAdd={add} onRemove={remove} />}
    />
  );
}
