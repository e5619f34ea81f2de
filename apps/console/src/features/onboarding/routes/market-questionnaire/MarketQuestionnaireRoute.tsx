import { useNavigate, useParams } from 'react-router';
import { refusalMessage } from '../../../../lib/api-error';
import { useSubmitQuestionnaire } from '../../api';
import { onboardingLinks } from '../../links';
import { MarketQuestionnairePage } from './MarketQuestionnairePage';

export default function MarketQuestionnaireRoute() {
  const { retailerId = '' } = useParams();
  const navigate = useNavigate();
  const submit = useSubmitQuestionnaire(retailerId);
  return (
    <MarketQuestionnairePage
      saving={submit.isPending}
      error={submit.isError ? refusalMessage(submit.error) : null}
      onSubmit={(answers) =>
        submit.mutate(answers, {
          onSuccess: () => void navigate(onboardingLinks.done({ retailerId })),
        })
      }
    />
  );
}
