import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { FormCard } from '../../../../components/form/FormCard';
import { listErrors, useFormErrors } from '../../../../components/form/form-errors';
import { FormMessage } from '../../../../components/form/FormMessage';
import { TextField } from '../../../../components/form/TextField';
import type { CatalogueField } from '../../simple-entities';

type Values = Record<string, string>;

/** The editor of a product, product category or user cohort: its text fields, Cancel and Save. */
export function SimpleCatalogueEditorPage({
  title,
  help,
  fields,
  schema,
  initial,
  saving,
  onSubmit,
  onCancel,
}: {
  title: string;
  /** What the store should know before filling the fields, or nothing. */
  help?: string;
  fields: readonly CatalogueField[];
  /** The contract's save request, so the messages are the server's. */
  schema: z.ZodType<unknown, Values>;
  initial: Values;
  saving: boolean;
  /**
   * The values as typed, once the schema accepts them; the route parses them for the call. A
   * refusal it rejects with is shown under the form and in a danger notification.
   */
  onSubmit: (values: Values) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: initial,
  });
  const { submit, refusal } = useFormErrors(form, {
    invalidMessage: (errors) =>
      listErrors(errors, (path) => fields.find((field) => field.name === path)?.label ?? path),
  });
  return (
    <FormCard title={title} maw={560} onSubmit={(event) => void submit(onSubmit)(event)}>
      {help ? (
        <Text size="sm" c="dimmed">
          {help}
        </Text>
      ) : null}
      {fields.map((field) => (
        <TextField
          key={field.name}
          control={form.control}
          name={field.name}
          label={field.label}
          withAsterisk
        />
      ))}
      <FormMessage error={refusal} />
      <FormActions saving={saving} onCancel={onCancel} />
    </FormCard>
  );
}
