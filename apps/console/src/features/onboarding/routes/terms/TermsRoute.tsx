import { useParams } from 'react-router';
import { useAgreeTerms } from '../../api';
import { useOnboardingStep } from '../onboarding-step';
import { TermsPage } from './TermsPage';

export default function TermsRoute() {
  const { retailerId = '' } = useParams();
  const step = useOnboardingStep(retailerId, useAgreeTerms(retailerId));
  return (
    <TermsPage
      saving={step.saving}
      error={step.error}
      onAccept={() => step.submit({ terms_agreed: true })}
    />
  );
}
