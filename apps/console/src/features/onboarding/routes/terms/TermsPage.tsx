import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Paper, Stack } from '@mantine/core';
import { ZAgreeTermsRequest } from '@parley/contract';
import { useController, useForm } from 'react-hook-form';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PageHeader } from '../../../../components/PageHeader';
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
    <>
      <PageHeader title="Terms and Conditions" />
      <Paper withBorder p="lg">
        <form noValidate onSubmit={(event) => void handleSubmit(onAccept)(event)}>
          <Stack>
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
            <Group justify="flex-end">
              <Button type="submit" disabled={!ticked} loading={saving}>
                Continue
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
