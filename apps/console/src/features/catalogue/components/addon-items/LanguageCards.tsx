import { ActionIcon, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { ADDON_SHORT_DESCRIPTION_MAX } from '@parley/contract';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { TextField } from '../../../../components/form/TextField';
import type { AddonItemForm } from './form';
import { LANGUAGES, languageLabel } from './languages';

/** One card per language (Name and Short Description), plus adding and removing languages. */
export function LanguageCards({ control }: { control: Control<AddonItemForm> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'texts' });
  const used = new Set(fields.map((field) => field.code));
  const available = LANGUAGES.filter((language) => !used.has(language.code));
  return (
    <Stack>
      {fields.map((field, index) => (
        <LanguageCard
          key={field.id}
          control={control}
          index={index}
          code={field.code}
          // Every item needs its texts in at least one language.
          onRemove={fields.length > 1 ? () => remove(index) : null}
        />
      ))}
      <Select
        label="Add language"
        placeholder={available.length ? 'Choose a language' : 'Every language is added'}
        data={available.map((language) => ({
          value: language.code,
          label: languageLabel(language.code),
        }))}
        value={null}
        onChange={(code) => {
          if (code) append({ code, name: '', short_description: '' });
        }}
        disabled={available.length === 0}
        maw={320}
      />
    </Stack>
  );
}

function LanguageCard({
  control,
  index,
  code,
  onRemove,
}: {
  control: Control<AddonItemForm>;
  index: number;
  code: string;
  onRemove: (() => void) | null;
}) {
  const headingId = useId();
  const description = useWatch({ control, name: `texts.${index}.short_description` });
  const length = description.length;
  const label = languageLabel(code);
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4} id={headingId}>
            {label}
          </Title>
          {onRemove ? (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${label}`}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          ) : null}
        </Group>
        <TextField control={control} name={`texts.${index}.name`} label="Name" />
        <TextField
          control={control}
          name={`texts.${index}.short_description`}
          label="Short Description"
          description={`${length}/${ADDON_SHORT_DESCRIPTION_MAX} characters`}
          descriptionProps={{ c: length > ADDON_SHORT_DESCRIPTION_MAX ? 'red' : undefined }}
        />
      </Stack>
    </Paper>
  );
}
