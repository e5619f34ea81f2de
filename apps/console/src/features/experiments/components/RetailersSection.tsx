import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { RetailerSearchSelect, type RetailerSearchState } from '../../retailers';
import type { ExperimentForm } from '../experiment-form';
import { EditorSection } from './EditorSection';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The stores whose shoppers take part: each added through the administrators' retailer search
 * ('No retailer found!' when it finds none), a name already listed dropped (part 2 §5).
 */
export function RetailersSection({
  control,
  search,
  banner,
}: {
  control: Control<ExperimentForm>;
  search: RetailerSearchState;
  banner: string | null;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'retailers' });
  const retailers = useWatch({ control, name: 'retailers' });
  // The search box starts afresh after each pick: it adds, it does not hold a choice.
  const [picks, setPicks] = useState(0);

  const add = (retailerId: string | null) => {
    const found = search.results.find((option) => option.retailer_id === retailerId);
    if (found && !retailers.some((retailer) => sameName(retailer.name, found.name))) {
      append({ retailer_id: found.retailer_id, name: found.name });
    }
    setPicks((count) => count + 1);
  };

  return (
    <EditorSection title="Retailers" banner={banner}>
      <RetailerSearchSelect
        key={picks}
        label="Add Retailer"
        value={null}
        onChange={add}
        allowAll={false}
        search={search}
      />
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          No retailers yet: add the stores whose shoppers take part.
        </Text>
      ) : (
        <Table aria-label="Experiment retailers">
          <Table.Tbody>
            {fields.map((field, index) => (
              <Table.Tr key={field.id}>
                <Table.Td>{field.name}</Table.Td>
                <Table.Td w={48}>
                  <Group justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${field.name}`}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </EditorSection>
  );
}
