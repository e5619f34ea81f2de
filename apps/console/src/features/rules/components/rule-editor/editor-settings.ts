import type { TPlanFeature, TRuleContext } from '@parley/contract';

/** What the editor's sections depend on besides the form: the context, the retailer, its plan. */
export interface EditorSettings {
  context: TRuleContext;
  /** admin:algorithm: only the basic tab, no rule type, a Retailer select and hyper-parameters. */
  algorithm: boolean;
  /** Contexts starting with admin: may add an experiment (Activation Ratio). */
  admin: boolean;
  /** The retailer whose catalogue, plan and pages the editor uses; none for "All Retailers". */
  retailerId: string | null;
  /** Admin routes carry no retailer: the rule's retailer is chosen in the form. */
  chooseRetailer: boolean;
  /** The retailer's timezone, in which the date range is entered. */
  timezone: string;
  planFeatures: readonly TPlanFeature[];
  /** The retailer feature user_cohorts. */
  userCohorts: boolean;
  /** The rule already has time limit data: it stays editable without timed_rules (part 2 §4). */
  keepsTimeLimit: boolean;
}

export const hasPlanFeature = (settings: EditorSettings, feature: TPlanFeature) =>
  settings.planFeatures.includes(feature);

/** One page of a store search (products or categories) and what can be done with it. */
export interface StoreSearch<T> {
  opened: boolean;
  query: string;
  items: T[];
  loading: boolean;
  hasNext: boolean;
  hasPrevious: boolean;
  onOpen: () => void;
  onClose: () => void;
  onSearch: (query: string) => void;
  onNext: () => void;
  onPrevious: () => void;
}

export interface RetailerOption {
  retailer_id: string;
  name: string;
}

/** The algorithm editor's Retailer select: the server searches by name. */
export interface RetailerSearch {
  onSearchTextChange: (text: string) => void;
  results: RetailerOption[];
  loading: boolean;
  /** The rule's retailer when it was loaded, so that the select can name it. */
  initial: RetailerOption | null;
  onChange: (retailerId: string | null) => void;
}
