import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Input,
  Stack,
  Table,
  VisuallyHidden,
} from '@mantine/core';
import type { TRuleProductCategory, TStoreCategory } from '@parley/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { pathTo } from '../../../../app/routes';
import { CategorySearchModal } from './CategorySearchModal';
import type { StoreSearch } from './editor-settings';
import { FIELD_LABELS } from './fields';
import { useRuleForm } from './use-rule-form';

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
    <Input.Wrapper
      label={FIELD_LABELS.product_categories}
      labelElement="div"
      required
      error={fieldState.error?.message}
    >
      <Stack gap="sm" mt="xs">
        {categories.length > 0 ? (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.map((category) => (
                <Table.Tr key={category.product_category_id}>
                  <Table.Td>{category.name}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${category.name}`}
                      onClick={() => remove(category.product_category_id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <Group justify="space-between">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={search.onOpen}>
            Add categories
          </Button>
          {retailerId ? (
            <Anchor component={Link} to={pathTo('retailer.productCategories', { retailerId })}>
              Manage product categories
            </Anchor>
          ) : null}
        </Group>
      </Stack>
      <CategorySearchModal
        search={search}
        chosenIds={categories.map((category) => category.product_category_id)}
        onAdd={add}
      />
    </Input.Wrapper>
  );
}
