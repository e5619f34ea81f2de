import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { ZChangePasswordRequest, type TChangePasswordRequest } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PasswordField } from '../../../../components/form/TextField';
import { PageHeader } from '../../../../components/PageHeader';

export function ChangePasswordPage({
  saving,
  error,
  success,
  onSubmit,
}: {
  saving: boolean;
  error: string | null;
  success: string | null;
  /** Resolves true when the password changed, so the form can empty itself. */
  onSubmit: (values: TChangePasswordRequest) => Promise<boolean>;
}) {
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const submit = async (values: TChangePasswordRequest) => {
    if (await onSubmit(values)) reset();
  };
  return (
    <>
      <PageHeader title="Change Password" />
      <Paper withBorder p="lg" maw={560}>
        <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
          <Stack>
            <FormMessage error={error} success={success} />
            <PasswordField
              control={control}
              name="oldPassword"
              label="Current password"
              autoComplete="current-password"
            />
            <PasswordField
              control={control}
              name="newPassword"
              label="New password"
              autoComplete="new-password"
            />
            <PasswordField
              control={control}
              name="confirmNewPassword"
              label="Confirm new password"
              autoComplete="new-password"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                Change password
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
