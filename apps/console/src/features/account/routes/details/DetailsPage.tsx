import { zodResolver } from '@hookform/resolvers/zod';
import { ZUpdateAccountRequest, type TUpdateAccountRequest } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { FormCard } from '../../../../components/form/FormCard';
import { FormMessage } from '../../../../components/form/FormMessage';
import { EmailField, TextField } from '../../../../components/form/TextField';

export function DetailsPage({
  initial,
  saving,
  error,
  success,
  onSubmit,
}: {
  initial: TUpdateAccountRequest;
  saving: boolean;
  error: string | null;
  success: string | null;
  onSubmit: (values: TUpdateAccountRequest) => void;
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZUpdateAccountRequest),
    defaultValues: initial,
  });
  return (
    <FormCard title="My Details" maw={560} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <FormMessage error={error} success={success} />
      <TextField control={control} name="name" label="Name" autoComplete="name" />
      <EmailField control={control} name="email" />
      <FormActions saving={saving} />
    </FormCard>
  );
}
