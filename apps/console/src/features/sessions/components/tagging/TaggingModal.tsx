import { Checkbox, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { TChatMessage } from '@parley/contract';
import { useState } from 'react';
import { FormActions } from '../../../../components/form-actions/FormActions';

type Flags = Pick<TChatMessage, 'incorrect_intent_inference' | 'incorrect_entity_inference'>;

const confidence = (value: number) => value.toFixed(2);

/**
 * An administrator's labels on one message (part 1 §2 Chat message display): whether the
 * language layer got the intent or the entities wrong, beside what it inferred. Saving sends the
 * whole message with the two flags.
 */
export function TaggingModal({
  message,
  loading,
  saving,
  onSave,
  onClose,
}: {
  /** null while the message loads. */
  message: TChatMessage | null;
  loading: boolean;
  saving: boolean;
  onSave: (message: TChatMessage) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title="Message Tagging" size="lg">
      {message ? (
        // A new form for each message, so its flags start from what is stored.
        <TaggingForm
          key={message.message_id}
          message={message}
          saving={saving}
          onSave={onSave}
          onClose={onClose}
        />
      ) : loading ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading" />
        </Group>
      ) : (
        <Text c="dimmed">This message could not be loaded.</Text>
      )}
    </Modal>
  );
}

function TaggingForm({
  message,
  saving,
  onSave,
  onClose,
}: {
  message: TChatMessage;
  saving: boolean;
  onSave: (message: TChatMessage) => void;
  onClose: () => void;
}) {
  const [flags, setFlags] = useState<Flags>({
    incorrect_intent_inference: message.incorrect_intent_inference,
    incorrect_entity_inference: message.incorrect_entity_inference,
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ ...message, ...flags });
      }}
    >
      <Stack>
        {message.user_message ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.user_message}
          </Text>
        ) : null}
        <Checkbox
          label="Incorrect intent inference"
          checked={flags.incorrect_intent_inference}
          onChange={(event) =>
            setFlags({ ...flags, incorrect_intent_inference: event.currentTarget.checked })
          }
        />
        <Checkbox
          label="Incorrect entity inference"
          checked={flags.incorrect_entity_inference}
          onChange={(event) =>
            setFlags({ ...flags, incorrect_entity_inference: event.currentTarget.checked })
          }
        />
        <Title order={5}>Intents</Title>
        <Table aria-label="Intents" striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Confidence</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {message.intents.map((intent, index) => (
              <Table.Tr key={index}>
                <Table.Td>{intent.name}</Table.Td>
                <Table.Td>{confidence(intent.confidence)}</Table.Td>
              </Table.Tr>
            ))}
            {message.intents.length === 0 ? <EmptyRow columns={2} /> : null}
          </Table.Tbody>
        </Table>
        <Title order={5}>Entities</Title>
        <Table aria-label="Entities" striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Role</Table.Th>
              <Table.Th>Data Type</Table.Th>
              <Table.Th>Confidence</Table.Th>
              <Table.Th>Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {message.entities.map((entity, index) => (
              <Table.Tr key={index}>
                <Table.Td>{entity.role}</Table.Td>
                <Table.Td>{entity.dataType}</Table.Td>
                <Table.Td>{confidence(entity.confidence)}</Table.Td>
                <Table.Td>{entity.stringValue}</Table.Td>
              </Table.Tr>
            ))}
            {message.entities.length === 0 ? <EmptyRow columns={4} /> : null}
          </Table.Tbody>
        </Table>
        <FormActions saving={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}

const EmptyRow = ({ columns }: { columns: number }) => (
  <Table.Tr>
    <Table.Td colSpan={columns}>
      <Text c="dimmed" size="sm">
        None
      </Text>
    </Table.Td>
  </Table.Tr>
);
