import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Title } from '@mantine/core';
import { ZResetPasswordRequest, type TResetPasswordRequest } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormMessage } from '../../../../components/form/FormMessage';
import { NewPasswordFields } from '../../../../components/form/TextField';

export function ResetPage({
  token,
  saving,
  error,
  done,
  loginUrl,
  onSubmit,
}: {
  token: string;
  saving: boolean;
  error: string | null;
  done: string | null;
  loginUrl: string;
  onSubmit: (values: TResetPasswordRequest) => void;
}) {
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZResetPasswordRequest),
    // The token comes from the link; the schema still checks it is there.
    defaultValues: { token, newPassword: '', confirmNewPassword: '' },
  });
  return (
    <Stack>
      <Title order={2} ta="center">
        Reset your password
      </Title>
      {done ? (
        <>
          <FormMessage success={done} />
          <Anchor component={Link} to={loginUrl} ta="center">
            Log in
          </Anchor>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <Stack>
            <FormMessage error={error ?? errors.token?.message} />
            <NewPasswordFields
              control={control}
              name="newPassword"
              confirmName="confirmNewPassword"
            />
            <Button type="submit" loading={saving} fullWidth>
              Reset password
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
