import { MSG } from '@parley/contract';
import { useParams } from 'react-router';
import { refusalMessage } from '../../../../lib/api-error';
import { authLinks } from '../../../auth';
import { useResetPassword } from '../../api';
import { ResetPage } from './ResetPage';

export default function ResetRoute() {
  const { tokenParam = '' } = useParams();
  const reset = useResetPassword();
  return (
    <ResetPage
      token={tokenParam}
      saving={reset.isPending}
      error={reset.isError ? refusalMessage(reset.error, MSG.cannotContact) : null}
      done={reset.isSuccess ? MSG.passwordResetDone : null}
      loginUrl={authLinks.login()}
      onSubmit={(values) => reset.mutate(values)}
    />
  );
}
