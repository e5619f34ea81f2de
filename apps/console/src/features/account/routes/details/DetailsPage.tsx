import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { ZUpdateAccountRequest, type TUpdateAccountRequest } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { FormMessage } from '../../../../components/form/FormMessage';
import { TextField } from '../../../../components/form/TextField';
import { PageHeader } from '../../../../components/PageHeader';

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
    <>
      <PageHeader title="My Details" />
      <Paper withBorder p="lg" maw={560}>
        <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <Stack>
            <FormMessage error={error} success={success} />
            <TextField control={control} name="name" label="Name" autoComplete="name" />
            <TextField
              control={control}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
