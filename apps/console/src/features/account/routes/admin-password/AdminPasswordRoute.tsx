import { MSG } from '@parley/contract';
import { useRequestPasswordEmail } from '../../api';
import { AdminPasswordPage, type PasswordRequestState } from './AdminPasswordPage';

export default function AdminPasswordRoute() {
  const request = useRequestPasswordEmail();
  const state: PasswordRequestState = request.isPending
    ? 'requesting'
    : request.isSuccess
      ? 'requested'
      : request.isError
        ? 'error'
        : 'idle';
  return (
    <AdminPasswordPage
      state={state}
      requestedMessage={MSG.adminPasswordRequested}
      errorMessage={MSG.passwordRequestFailed}
      onRequest={() => request.mutate()}
    />
  );
}
