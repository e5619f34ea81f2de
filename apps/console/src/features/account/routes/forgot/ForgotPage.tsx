import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { ZForgotPasswordRequest, type TForgotPasswordRequest } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormMessage } from '../../../../components/form/FormMessage';
import { EmailField } from '../../../../components/form/TextField';

export function ForgotPage({
  sending,
  error,
  sent,
  loginUrl,
  onSubmit,
}: {
  sending: boolean;
  error: string | null;
  /** The confirmation once the request went through. */
  sent: string | null;
  loginUrl: string;
  onSubmit: (values: TForgotPasswordRequest) => void;
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });
  return (
    <Stack>
      <Title order={2} ta="center">
        Forgot your password?
      </Title>
      {sent ? (
        <FormMessage success={sent} />
      ) : (
        <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <Stack>
            <Text c="dimmed" size="sm">
              Enter your email address and we will send you a link to reset your password.
            </Text>
            <FormMessage error={error} />
            <EmailField control={control} name="email" />
            <Button type="submit" loading={sending} fullWidth>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={loginUrl} ta="center" size="sm">
        Back to log in
      </Anchor>
    </Stack>
  );
}
