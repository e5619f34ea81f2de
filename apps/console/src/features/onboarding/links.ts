import type { TOnboardingTask } from '@parley/contract';
import { link, RETAILER_PATH } from '../../app/route-kit';
import { rulesLinks } from '../rules';

/** The terms, then one screen per onboarding task (every task has its screen). */
export const ONBOARDING_PATHS = {
  terms: `${RETAILER_PATH}/terms`,
  tasks: {
    market_questionnaire: `${RETAILER_PATH}/onboarding/market_questionnaire`,
  } as const satisfies Record<TOnboardingTask, string>,
} as const;

export const onboardingLinks = {
  terms: link(ONBOARDING_PATHS.terms),
  task: ({ retailerId, task }: { retailerId: string; task: TOnboardingTask }) =>
    link(ONBOARDING_PATHS.tasks[task])({ retailerId }),
  /** Both onboarding screens finish on the rules page. */
  done: rulesLinks.list,
};
