import { Avatar, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { TRuleProduct, TStoreProduct } from '@parley/contract';
import type { StoreSearch } from './editor-settings';
import { EntityPickerModal } from '../../../../components/entity-picker/EntityPickerModal';

/**
 * Searches the store's products (4 a page, paged by the store's cursors) and adds them to the
 * rule or takes them off again. Sub-products are listed under their product.
 */
export function ProductPicker({
  search,
  chosen,
  onAdd,
  onRemove,
}: {
  search: StoreSearch<TStoreProduct>;
  chosen: TRuleProduct[];
  onAdd: (product: TRuleProduct) => void;
  onRemove: (retailerProductId: string) => void;
}) {
  const chosenIds = new Set(chosen.map((product) => product.retailer_product_id));
  return (
    <EntityPickerModal
      search={search}
      title="Choose products"
      searchLabel="Search products"
      onClose={search.onClose}
      actions={<Button onClick={search.onClose}>Done</Button>}
    >
      {search.items.map((product) => {
        const added = chosenIds.has(product.retailer_product_id);
        return (
          <Paper key={product.retailer_product_id} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group wrap="nowrap" align="flex-start">
                <Avatar src={product.thumbnail_url} alt="" radius="sm" />
                <Stack gap={2}>
                  <Text fw={500}>{product.name}</Text>
                  {product.sku ? (
                    <Text size="sm" c="dimmed">
                      SKU {product.sku}
                    </Text>
                  ) : null}
                  {product.sub_products.length > 0 ? (
                    <List size="sm" aria-label={`Variants of ${product.name}`}>
                      {product.sub_products.map((sub) => (
                        <List.Item key={sub.retailer_product_id}>
                          {sub.name}
                          {sub.sku ? ` (SKU ${sub.sku})` : ''}
                        </List.Item>
                      ))}
                    </List>
                  ) : null}
                </Stack>
              </Group>
              {added ? (
                <Button
                  variant="light"
                  color="red"
                  aria-label={`Remove ${product.name}`}
                  onClick={() => onRemove(product.retailer_product_id)}
                >
                  Remove
                </Button>
              ) : (
                <Button
                  variant="light"
                  aria-label={`Add ${product.name}`}
                  onClick={() =>
                    onAdd({
                      retailer_product_id: product.retailer_product_id,
                      name: product.name,
                      sku: product.sku,
                      thumbnail_url: product.thumbnail_url,
                    })
                  }
                >
                  Add
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </EntityPickerModal>
  );
}
