import { useNavigate, useParams } from 'react-router';
import { refusalMessage } from '../../../../lib/api-error';
import { useAgreeTerms } from '../../api';
import { onboardingLinks } from '../../links';
import { TermsPage } from './TermsPage';

export default function TermsRoute() {
  const { retailerId = '' } = useParams();
  const navigate = useNavigate();
  const agree = useAgreeTerms(retailerId);
  return (
    <TermsPage
      saving={agree.isPending}
      error={agree.isError ? refusalMessage(agree.error) : null}
      onAccept={() =>
        agree.mutate(
          { terms_agreed: true },
          { onSuccess: () => void navigate(onboardingLinks.done({ retailerId })) },
        )
      }
    />
  );
}
