import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { FormCard } from '../../../../components/form/FormCard';
import { FormMessage } from '../../../../components/form/FormMessage';
import { TextField } from '../../../../components/form/TextField';
import type { CatalogueField } from '../../simple-entities';

type Values = Record<string, string>;

/** The editor of a product, product category or user cohort: its text fields, Cancel and Save. */
export function SimpleCatalogueEditorPage({
  title,
  fields,
  schema,
  initial,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  title: string;
  fields: readonly CatalogueField[];
  /** The contract's save request, so the messages are the server's. */
  schema: z.ZodType<unknown, Values>;
  initial: Values;
  saving: boolean;
  /** The server's refusal, shown under the form. */
  error: string | null;
  /** The values as typed, once the schema accepts them; the route parses them for the call. */
  onSubmit: (values: Values) => void;
  onCancel: () => void;
}) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: initial,
  });
  return (
    <FormCard title={title} maw={560} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {fields.map((field) => (
        <TextField
          key={field.name}
          control={control}
          name={field.name}
          label={field.label}
          withAsterisk
        />
      ))}
      <FormMessage error={error} />
      <FormActions saving={saving} onCancel={onCancel} />
    </FormCard>
  );
}
