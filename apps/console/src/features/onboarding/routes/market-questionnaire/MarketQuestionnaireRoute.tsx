import { useParams } from 'react-router';
import { useSubmitQuestionnaire } from '../../api';
import { useOnboardingStep } from '../onboarding-step';
import { MarketQuestionnairePage } from './MarketQuestionnairePage';

export default function MarketQuestionnaireRoute() {
  const { retailerId = '' } = useParams();
  const step = useOnboardingStep(retailerId, useSubmitQuestionnaire(retailerId));
  return <MarketQuestionnairePage saving={step.saving} error={step.error} onSubmit={step.submit} />;
}
