import type { TOnboardingTask } from '@parley/contract';
import { retailerUrls } from '../retailers/urls';

export const onboardingUrls = {
  terms: (retailerId: string) => `/retailers/${retailerId}/terms`,
  task: (retailerId: string, task: TOnboardingTask) =>
    `/retailers/${retailerId}/onboarding/${task}`,
  /** Both onboarding screens finish on the rules page. */
  done: (retailerId: string) => retailerUrls.rules(retailerId),
};
