import { MSG } from '@parley/contract';
import { refusalMessage } from '../../../../lib/api-error';
import { useChangePassword } from '../../api';
import { ChangePasswordPage } from './ChangePasswordPage';

export default function ChangePasswordRoute() {
  const change = useChangePassword();
  return (
    <ChangePasswordPage
      saving={change.isPending}
      error={change.isError ? refusalMessage(change.error, MSG.cannotContact) : null}
      success={change.isSuccess ? MSG.passwordUpdated : null}
      onSubmit={(values) =>
        change.mutateAsync(values).then(
          () => true,
          () => false,
        )
      }
    />
  );
}
