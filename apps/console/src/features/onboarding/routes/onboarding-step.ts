import type { DefaultError, UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { refusalMessage } from '../../../lib/api-error';
import { onboardingLinks } from '../links';

/**
 * What an onboarding step's page needs from the step's save: whether it is saving, the refusal
 * to show, and the submit that moves on to what comes next once the server agrees.
 */
export function useOnboardingStep<Answer, Values>(
  retailerId: string,
  save: UseMutationResult<Answer, DefaultError, Values>,
) {
  const navigate = useNavigate();
  return {
    saving: save.isPending,
    error: save.isError ? refusalMessage(save.error) : null,
    submit: (values: Values) =>
      save.mutate(values, {
        onSuccess: () => void navigate(onboardingLinks.done({ retailerId })),
      }),
  };
}
