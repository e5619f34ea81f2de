import { PLAN_FEATURES, type TPlanFeature, type TPricingPlanIdentifier } from '@parley/contract';

export interface PlanDefinition {
  identifier: TPricingPlanIdentifier;
  name: string;
  purpose: string;
  selfServe: boolean;
  featureNames: TPlanFeature[];
  subscriptionFeeAmount: string;
  usageFeePercentage: string;
  /** null: unlimited parleys per billing cycle. */
  billingCycleMaxParleys: number | null;
}

const ALL_FEATURES: TPlanFeature[] = [...PLAN_FEATURES];

/** The pricing plans (part 1 §9, part 2 §9): upserted at every start so code and data agree. */
export const PLAN_CATALOGUE: PlanDefinition[] = [
  {
    identifier: 'starter',
    name: 'Starter',
    purpose: 'Try negotiation on your best sellers',
    selfServe: true,
    featureNames: ['timed_rules'],
    subscriptionFeeAmount: '0.00',
    usageFeePercentage: '2.00',
    billingCycleMaxParleys: 100,
  },
  {
    identifier: 'professional',
    name: 'Professional',
    purpose: 'Negotiation across your whole store',
    selfServe: true,
    featureNames: [
      'timed_rules',
      'behavioural_rules',
      'addons',
      'abandoned_parleys',
      'signposting',
    ],
    subscriptionFeeAmount: '99.00',
    usageFeePercentage: '2.00',
    billingCycleMaxParleys: 2000,
  },
  {
    identifier: 'enterprise',
    name: 'Enterprise',
    purpose: 'Every feature, unlimited negotiations and a dedicated team',
    selfServe: false,
    featureNames: ALL_FEATURES,
    subscriptionFeeAmount: '0.00',
    usageFeePercentage: '0.00',
    billingCycleMaxParleys: null,
  },
  {
    identifier: 'basic',
    name: 'Basic',
    purpose: 'Legacy plan',
    selfServe: false,
    featureNames: ['timed_rules'],
    subscriptionFeeAmount: '29.00',
    usageFeePercentage: '0.00',
    billingCycleMaxParleys: 500,
  },
  {
    identifier: 'legacy_professional',
    name: 'Professional (Legacy)',
    purpose: 'Legacy plan',
    selfServe: false,
    featureNames: ['timed_rules', 'behavioural_rules', 'addons', 'abandoned_parleys'],
    subscriptionFeeAmount: '79.00',
    usageFeePercentage: '0.00',
    billingCycleMaxParleys: 2000,
  },
  {
    identifier: 'premium',
    name: 'Premium',
    purpose: 'Legacy plan',
    selfServe: false,
    featureNames: ALL_FEATURES,
    subscriptionFeeAmount: '299.00',
    usageFeePercentage: '0.00',
    billingCycleMaxParleys: null,
  },
];
