import { Checkbox, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { TChatMessage } from '@parley/contract';
import { useState, type ReactNode } from 'react';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { TableHeader } from '../../../../components/data-table/TableHeader';

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
        <InferenceTable
          title="Intents"
          headers={['Name', 'Confidence']}
          rows={message.intents.map((intent) => [intent.name, confidence(intent.confidence)])}
        />
        <InferenceTable
          title="Entities"
          headers={['Role', 'Data Type', 'Confidence', 'Value']}
          rows={message.entities.map((entity) => [
            entity.role,
            entity.dataType,
            confidence(entity.confidence),
            entity.stringValue,
          ])}
        />
        <FormActions saving={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** What the language layer inferred, one row per intent or entity, or None. */
function InferenceTable({
  title,
  headers,
  rows,
}: {
  title: string;
  headers: string[];
  rows: ReactNode[][];
}) {
  return (
    <>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Table aria-label={title} striped withTableBorder>
        <TableHeader headings={headers} />
        <Table.Tbody>
          {rows.map((cells, row) => (
            <Table.Tr key={row}>
              {cells.map((cell, column) => (
                <Table.Td key={column}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={headers.length}>
                <Text c="dimmed" size="sm">
                  None
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </>
  );
}
