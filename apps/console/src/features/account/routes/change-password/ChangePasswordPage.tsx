import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePasswordRequest, type TChangePasswordRequest } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { FormCard } from '../../../../components/form/FormCard';
import { FormMessage } from '../../../../components/form/FormMessage';
import { NewPasswordFields, PasswordField } from '../../../../components/form/TextField';

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
    <FormCard
      title="Change Password"
      maw={560}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <FormMessage error={error} success={success} />
      <PasswordField
        control={control}
        name="oldPassword"
        label="Current password"
        autoComplete="current-password"
      />
      <NewPasswordFields control={control} name="newPassword" confirmName="confirmNewPassword" />
      <FormActions submitLabel="Change password" saving={saving} />
    </FormCard>
  );
}
