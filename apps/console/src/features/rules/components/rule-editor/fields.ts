import {
  HYPER_PARAMETER_NAMES,
  LEGACY_RULE_OBJECTIVE,
  PRODUCT_TERM_PLURAL,
} from '@parley/contract';
import type { Control, FieldPath } from 'react-hook-form';
import type { RuleFormValues } from './form-model';

/** The form's fields: their names in the spec, their tabs, and the payload paths they answer to. */

export type FormField = FieldPath<RuleFormValues>;
export type FieldErrors = Partial<Record<FormField, string>>;

export type EditorTab = 'basic' | 'behavioural' | 'addons' | 'retargeting';
export const TAB_ORDER: readonly EditorTab[] = ['basic', 'behavioural', 'addons', 'retargeting'];

/** The names the spec gives the fields (part 2 §5), used as labels and in messages. */
export const FIELD_LABELS = {
  name: 'Rule Name',
  match_type: 'Rule Type',
  retailer_id: 'Retailer',
  objective: 'Objective',
  walkaway_percentage: 'Discount Threshold',
  target_discount_percentage: 'Target Discount',
  has_free_shipping_included: 'Free Shipping',
  ask_quantity_first: 'Ask Quantity First',
  products: 'Product',
  product_categories: 'Product Category',
  cart_match_basis: 'Match Basis',
  minimum_value: 'Minimum Cart Value',
  minimum_item_count: 'Minimum Item Count',
  minimum_item_value: 'Minimum Value of Counted Items',
  time_limit_mode: 'Rule Duration',
  begin_date: 'Begin Date',
  begin_time: 'Begin Time',
  end_date: 'End Date',
  end_time: 'End Time',
  day: 'Day',
  local_starts_at_time: 'Begin Time',
  local_ends_at_time: 'End Time',
  availability: 'Availability',
  display_setting: 'Show Button',
  delay_seconds: 'Delay (seconds)',
  minimum_visit_number: 'Minimum Page Visits',
  cohort_restriction: 'Visibility Audience',
  cohort_ids: 'User Cohorts',
  signposting_enabled: 'Signposting',
  addons: 'Gift With Purchase',
  recovered_parleys: `Recovered ${PRODUCT_TERM_PLURAL}`,
  experiment_percentage: 'Activation Ratio',
  algorithm_version: 'Algorithm Version',
} as const satisfies Partial<Record<FormField, string>>;

/** A kit field's binding to the rule form, labelled with the spec's name for the field. */
export const ruleField = <N extends keyof typeof FIELD_LABELS>(
  control: Control<RuleFormValues>,
  name: N,
) => ({ control, name, label: FIELD_LABELS[name] });

/** The legacy editor calls the Discount Threshold the Walkaway Threshold. */
export const walkawayLabel = (objective: string) =>
  objective === LEGACY_RULE_OBJECTIVE ? 'Walkaway Threshold' : FIELD_LABELS.walkaway_percentage;

const BEHAVIOURAL_FIELDS: readonly string[] = [
  'availability',
  'display_setting',
  'delay_seconds',
  'minimum_visit_number',
  'cohort_restriction',
  'cohort_ids',
  'signposting_enabled',
];

export function tabOf(field: FormField): EditorTab {
  if (BEHAVIOURAL_FIELDS.includes(field)) return 'behavioural';
  if (field === 'addons') return 'addons';
  if (field === 'recovered_parleys') return 'retargeting';
  return 'basic';
}

const KNOWN_FIELDS = new Set<string>([
  ...Object.keys(FIELD_LABELS),
  ...HYPER_PARAMETER_NAMES.map((name) => `hyper_parameters.${name}`),
]);

/** Payload paths (the contract's and the server's fieldErrors) that the form names otherwise. */
const FORM_FIELD_OF: Record<string, FormField> = {
  starts_at: 'begin_date',
  ends_at: 'end_date',
  ask_quantity_first_action: 'ask_quantity_first',
  recovered_parleys_action: 'recovered_parleys',
};

/** The form field a payload path belongs to ('products.0.name' → 'products'), or null. */
export function formFieldOf(path: string): FormField | null {
  const [head = '', second] = path.split('.');
  const field =
    head === 'hyper_parameters' && second ? `${head}.${second}` : (FORM_FIELD_OF[head] ?? head);
  return KNOWN_FIELDS.has(field) ? (field as FormField) : null;
}

/** The server's fieldErrors (400), by form field; paths the form has no input for are left out. */
export function fromServerFieldErrors(fieldErrors: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = formFieldOf(path);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** 'Rule Name: This field is required', one line per field, for the danger notification. */
export function describeErrors(errors: FieldErrors, objective: string): string[] {
  return Object.entries(errors).map(([field, message]) => {
    const label =
      field === 'walkaway_percentage'
        ? walkawayLabel(objective)
        : ((FIELD_LABELS as Record<string, string>)[field] ??
          field.replace('hyper_parameters.', ''));
    return `${label}: ${message}`;
  });
}
