import {
  Avatar,
  Button,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { TRuleProduct, TStoreProduct } from '@parley/contract';
import { useState } from 'react';
import type { StoreSearch } from './editor-settings';

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
  const [text, setText] = useState(search.query);
  const chosenIds = new Set(chosen.map((product) => product.retailer_product_id));
  return (
    <Modal opened={search.opened} onClose={search.onClose} title="Choose products" size="lg">
      <Stack>
        <Group align="flex-end">
          <TextInput
            label="Search products"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              // The picker sits inside the rule's form: Enter searches rather than saving.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              search.onSearch(text);
            }}
            style={{ flex: 1 }}
          />
          <Button onClick={() => search.onSearch(text)}>Search</Button>
        </Group>
        {search.loading ? <Loader size="sm" aria-label="Searching" /> : null}
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
        <Group justify="space-between">
          <Button variant="default" onClick={search.onPrevious} disabled={!search.hasPrevious}>
            Previous
          </Button>
          <Button variant="default" onClick={search.onNext} disabled={!search.hasNext}>
            Next
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button onClick={search.onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
