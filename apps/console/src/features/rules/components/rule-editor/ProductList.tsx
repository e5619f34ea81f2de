import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Group,
  Input,
  Stack,
  Table,
  VisuallyHidden,
} from '@mantine/core';
import { ruleWarnings, type TRuleProduct, type TStoreProduct } from '@parley/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useController } from 'react-hook-form';
import type { StoreSearch } from './editor-settings';
import { FIELD_LABELS } from './fields';
import { ProductPicker } from './ProductPicker';
import { useRuleForm } from './use-rule-form';

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
    <Input.Wrapper
      label={FIELD_LABELS.products}
      labelElement="div"
      required
      error={fieldState.error?.message}
    >
      <Stack gap="sm" mt="xs">
        {products.length > 0 ? (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>SKU</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((product) => (
                <Table.Tr key={product.retailer_product_id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={product.thumbnail_url} alt="" radius="sm" size="sm" />
                      {product.name}
                    </Group>
                  </Table.Td>
                  <Table.Td>{product.sku ?? '-'}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${product.name}`}
                      onClick={() => remove(product.retailer_product_id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {tip ? (
          <Alert color="blue" variant="light">
            {tip}
          </Alert>
        ) : null}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={search.onOpen}>
            Add products
          </Button>
        </Group>
      </Stack>
      <ProductPicker search={search} chosen={products} onAdd={add} onRemove={remove} />
    </Input.Wrapper>
  );
}
