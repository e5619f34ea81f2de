import type { TAccount } from '@parley/contract';
import type { findUserWithRetailer } from '../users';

type UserWithRetailer = NonNullable<Awaited<ReturnType<typeof findUserWithRetailer>>>;

/** The signed-in user as the console reads it (part 1 §3 User). */
export function presentAccount({ user, retailer }: UserWithRetailer): TAccount {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    is_admin: user.isAdmin,
    retailer: retailer
      ? {
          id: retailer.id,
          retailer_terms_agreed: retailer.termsAgreed,
          incomplete_onboarding_tasks: retailer.incompleteOnboardingTasks,
        }
      : null,
  };
}
