import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { ZGenerateReasonsRequest, type TGenerateReasonsRequest } from '@parley/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form-actions/FormActions';
import { TextField } from '../../../components/form/TextField';
import { TextareaField } from '../../../components/form/ToggleFields';

export const GENERATE_TITLE = 'Generate brand statements';

/**
 * Brand statements suggested from the retailer's own text (part 2 §7): the brand name and a block
 * of text (their About page) go to the server; the suggestions come back with a box each, and the
 * ticked ones go into the empty statement fields.
 */
export function GenerateStatementsModal({
  brandName,
  generating,
  suggestions,
  emptyFields,
  onGenerate,
  onUse,
  onClose,
}: {
  brandName: string;
  generating: boolean;
  /** The last answer's suggestions; null until there is one. */
  suggestions: string[] | null;
  /** How many statement fields are empty, which is how many suggestions can be used. */
  emptyFields: number;
  onGenerate: (request: TGenerateReasonsRequest) => void;
  onUse: (picked: string[]) => void;
  onClose: () => void;
}) {
  const { control, handleSubmit } = useForm<TGenerateReasonsRequest>({
    resolver: zodResolver(ZGenerateReasonsRequest),
    defaultValues: { brand_name: brandName, content: '' },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={GENERATE_TITLE}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <form
          noValidate
          onSubmit={(event) => {
            // The dialog sits inside the settings screen: its submit is its own.
            event.stopPropagation();
            void handleSubmit(onGenerate)(event);
          }}
        >
          <Stack>
            <TextField control={control} name="brand_name" label="Brand name" withAsterisk />
            <TextareaField
              control={control}
              name="content"
              label="About your brand"
              description="Paste a block of your own text, such as your About page."
              withAsterisk
              autosize
              minRows={6}
              maxRows={12}
            />
            <FormActions submitLabel="Generate" saving={generating} />
          </Stack>
        </form>
        {suggestions ? (
          <Suggestions
            key={suggestions.join('\n')}
            suggestions={suggestions}
            emptyFields={emptyFields}
            onUse={onUse}
          />
        ) : null}
      </Stack>
    </Modal>
  );
}

function Suggestions({
  suggestions,
  emptyFields,
  onUse,
}: {
  suggestions: string[];
  emptyFields: number;
  onUse: (picked: string[]) => void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const full = picked.length >= emptyFields;
  return (
    <Stack gap="sm" role="group" aria-label="Suggestions">
      <Divider label="Suggestions" labelPosition="left" />
      <Text size="sm" c="dimmed">
        {emptyFields === 0
          ? 'Every statement is filled in: empty one to use a suggestion.'
          : `Pick up to ${emptyFields}: they go into the empty statements.`}
      </Text>
      {suggestions.map((suggestion) => {
        const checked = picked.includes(suggestion);
        return (
          <Checkbox
            key={suggestion}
            label={suggestion}
            checked={checked}
            disabled={!checked && full}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setPicked((current) =>
                on ? [...current, suggestion] : current.filter((item) => item !== suggestion),
              );
            }}
          />
        );
      })}
      <Group justify="flex-end">
        <Button
          disabled={picked.length === 0}
          onClick={() => onUse(suggestions.filter((suggestion) => picked.includes(suggestion)))}
        >
          Use selected
        </Button>
      </Group>
    </Stack>
  );
}
