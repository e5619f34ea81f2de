import { z } from 'zod';

/** Part 1 §9: the control cohort is 5 to 50 per cent of shoppers, in steps of 5. */
export const UPLIFT_CONTROL_PERCENTAGES = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50] as const;
export const UPLIFT_CONTROL_REQUIRED = 'Please select a control percentage';

/** POST /retailers/{retailerId}/uplift_test (administrators): starts the retailer's A/B test. */
export const ZStartUpliftTestRequest = z.object({
  control_cohort_percentage: z.coerce
    .number({ message: UPLIFT_CONTROL_REQUIRED })
    .refine((value) => (UPLIFT_CONTROL_PERCENTAGES as readonly number[]).includes(value), {
      message: UPLIFT_CONTROL_REQUIRED,
    }),
});
export type TStartUpliftTestRequest = z.infer<typeof ZStartUpliftTestRequest>;

/** Which side of a running uplift test a shopper is on. */
export const UPLIFT_COHORTS = ['control', 'test'] as const;
export type TUpliftCohort = (typeof UPLIFT_COHORTS)[number];

/** Refusal when a test is started while one runs. */
export const UPLIFT_TEST_ALREADY_RUNNING = 'An uplift test is already running for this retailer.';
/** Refusal when there is no running test to terminate. */
export const UPLIFT_TEST_NOT_RUNNING = 'There is no uplift test running for this retailer.';
