import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox } from '@mantine/core';
import { ZAgreeTermsRequest } from '@parley/contract';
import { useController, useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { FormCard } from '../../../../components/form/FormCard';
import { FormMessage } from '../../../../components/form/FormMessage';
import { TermsText } from '../../components/TermsText';

export function TermsPage({
  saving,
  error,
  onAccept,
}: {
  saving: boolean;
  error: string | null;
  onAccept: () => void;
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZAgreeTermsRequest),
    mode: 'onChange',
  });
  const {
    field: { ref, value, onChange, ...field },
    fieldState,
  } = useController({ control, name: 'terms_agreed' });
  const ticked = value === true;
  return (
    <FormCard title="Terms and Conditions" onSubmit={(event) => void handleSubmit(onAccept)(event)}>
      <TermsText />
      <FormMessage error={error} />
      <Checkbox
        {...field}
        ref={ref}
        checked={ticked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label="I have read and accept the Terms & Conditions"
        error={fieldState.error?.message}
      />
      <FormActions submitLabel="Continue" saving={saving} disabled={!ticked} />
    </FormCard>
  );
}
