import { MSG } from '@parley/contract';
import { refusalMessage } from '../../../../lib/api-error';
import { authLinks } from '../../../auth';
import { useForgotPassword } from '../../api';
import { ForgotPage } from './ForgotPage';

export default function ForgotRoute() {
  const forgot = useForgotPassword();
  return (
    <ForgotPage
      sending={forgot.isPending}
      error={forgot.isError ? refusalMessage(forgot.error) : null}
      sent={forgot.isSuccess ? MSG.forgotSent : null}
      loginUrl={authLinks.login()}
      onSubmit={(values) => forgot.mutate(values)}
    />
  );
}
