import { ActionIcon, Button, Group, Input, Stack, Table, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EntityColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
}

/**
 * A required form field holding a list of chosen items (products, categories): a table with a
 * Remove button a row, the button that opens the picker, and the picker itself.
 */
export function EntityListField<Item>({
  label,
  error,
  items,
  itemKey,
  itemName,
  columns,
  onRemove,
  addLabel,
  onAddClick,
  notice,
  link,
  picker,
}: {
  label: ReactNode;
  error: string | undefined;
  items: Item[];
  itemKey: (item: Item) => string;
  /** Names the row's Remove button ('Remove Lamp'). */
  itemName: (item: Item) => string;
  columns: EntityColumn<Item>[];
  onRemove: (key: string) => void;
  addLabel: string;
  onAddClick: () => void;
  /** Shown between the table and the add button. */
  notice?: ReactNode;
  /** Shown at the right of the add button. */
  link?: ReactNode;
  picker: ReactNode;
}) {
  return (
    <Input.Wrapper label={label} labelElement="div" required error={error}>
      <Stack gap="sm" mt="xs">
        {items.length > 0 ? (
          <Table>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={itemKey(item)}>
                  {columns.map((column) => (
                    <Table.Td key={column.header}>{column.cell(item)}</Table.Td>
                  ))}
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${itemName(item)}`}
                      onClick={() => onRemove(itemKey(item))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {notice}
        <Group justify="space-between">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAddClick}>
            {addLabel}
          </Button>
          {link}
        </Group>
      </Stack>
      {picker}
    </Input.Wrapper>
  );
}
