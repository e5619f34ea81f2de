import type { TPlanFeature, TRetailer, TRetailerFeature } from '@parley/contract';

/** Whether the retailer's current plan includes a feature (part 2 §1 plan features). */
export const hasPlanFeature = (retailer: TRetailer | undefined, feature: TPlanFeature) =>
  retailer?.billing_scheme?.pricing_plan.feature_names.includes(feature) ?? false;

/** Whether the retailer has a retailer feature (user_cohorts, multi_language, …). */
export const hasRetailerFeature = (retailer: TRetailer | undefined, feature: TRetailerFeature) =>
  retailer?.available_features.includes(feature) ?? false;
