import {
  ALGORITHM_VERSIONS,
  CHAT_LANGUAGE_NAMES,
  CHAT_LANGUAGES,
  DEFAULT_CHAT_LANGUAGE,
  MSG,
  NEGOTIATION_DIRECTIONS,
  V2_FEATURES,
  ZBotTestSessionRequest,
  zNumberInput,
  type TApiVersion,
  type TBotTestResponse,
  type TChatLanguage,
  type TContractProfile,
  type TNegotiationDirection,
  type TNegotiationObjective,
  type TV2Feature,
} from '@parley/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * The Bot Tester's form (part 1 §2, §3 Bot test session payload, §5): its values, their defaults
 * from GET /bot_test, the feature toggles a profile sets, and the request they make. The
 * contract's session request has the last word on what the server takes; this module adds the
 * spec's 'This field is required' and puts each message back on its input.
 */

export type BotTestType = TBotTestResponse['negotiation_type'];

export interface FeatureToggle {
  name: TV2Feature;
  enabled: boolean;
  /** The contract profile's, else the feature's defaults; null for a feature without any. */
  hyperParameters: Record<string, unknown> | null;
}

type NumberInput = number | string | null;

export interface BotTestFormValues {
  apiVersion: TApiVersion;
  negotiationType: BotTestType;
  negotiationDirection: TNegotiationDirection | null;
  productPrice: NumberInput;
  objective: TNegotiationObjective | null;
  walkawayPrice: NumberInput;
  language: TChatLanguage | null;
  /** The chosen contract profile, known by its contract's name. */
  contractName: string | null;
  features: FeatureToggle[];
}

export const FIELD_LABELS = {
  apiVersion: 'API Version',
  negotiationType: 'Negotiation Type',
  negotiationDirection: 'Negotiation Direction',
  productPrice: 'Product Price',
  objective: 'Objective',
  walkawayPrice: 'Walkaway Price',
  language: 'Language',
  contractName: 'Contract Profile',
} as const;

/** The objectives of part 2 §9; 'none' (the legacy rule editor) has no meaning for a test. */
export const BOT_TEST_OBJECTIVES = [
  'increase_conversion',
  'balance_performance',
  'preserve_margin',
] as const satisfies readonly TNegotiationObjective[];

const isV2Feature = (code: string): code is TV2Feature =>
  (V2_FEATURES as readonly string[]).includes(code);

export const isAlgorithm = (name: TV2Feature) =>
  (ALGORITHM_VERSIONS as readonly string[]).includes(name);

/** The chat speaks another language only on a store with multi_language (part 1 §2). */
export const languageSelectable = (data: TBotTestResponse) =>
  data.available_languages.some(({ code }) => code !== DEFAULT_CHAT_LANGUAGE);

export function languageOptions(data: TBotTestResponse) {
  return languageSelectable(data)
    ? data.available_languages.map(({ code, name }) => ({ value: code, label: name }))
    : [{ value: DEFAULT_CHAT_LANGUAGE, label: CHAT_LANGUAGE_NAMES[DEFAULT_CHAT_LANGUAGE] }];
}

export const profileNamed = (data: TBotTestResponse, name: string | null) =>
  data.available_contract_profiles.find((profile) => profile.offering.contract_name === name) ??
  null;

/**
 * A contract's direction follows its bands: red (the walkaway) above the opening offer is a
 * buyback, in which the bot raises its offer; otherwise the bot sells and lowers it.
 */
export function contractDirection(profile: TContractProfile | null): TNegotiationDirection {
  const red = profile?.rag.red;
  return typeof red === 'number' && profile && red > profile.initial_bot_offer ? 'up' : 'down';
}

/** One toggle per known feature: on, with its settings, when the profile sets it; else off. */
export function featureToggles(
  data: TBotTestResponse,
  profile: TContractProfile | null,
): FeatureToggle[] {
  return data.available_features.flatMap(({ code, default_hyper_parameters }) => {
    if (!isV2Feature(code)) return [];
    const set = profile?.feature_settings?.find((setting) => setting.feature === code);
    return [
      {
        name: code,
        enabled: set !== undefined,
        hyperParameters: set?.hyper_parameters ?? default_hyper_parameters,
      },
    ];
  });
}

/** Part 1 §9 defaults, as GET /bot_test states them; the language as the store allows. */
export function defaultBotTestForm(data: TBotTestResponse): BotTestFormValues {
  return {
    apiVersion: data.api_version,
    negotiationType: data.negotiation_type,
    negotiationDirection: data.negotiation_direction,
    productPrice: data.product_price,
    objective: data.objective,
    walkawayPrice: data.walkaway_price,
    language: languageSelectable(data) ? data.language : DEFAULT_CHAT_LANGUAGE,
    contractName: null,
    features: featureToggles(data, null),
  };
}

/**
 * The negotiation runs one algorithm version (the server takes the first one on), so turning
 * one on turns the others off.
 */
export function toggleFeature(
  features: FeatureToggle[],
  name: TV2Feature,
  enabled: boolean,
): FeatureToggle[] {
  return features.map((feature) => {
    if (feature.name === name) return { ...feature, enabled };
    const rival = enabled && isAlgorithm(name) && isAlgorithm(feature.name);
    return rival ? { ...feature, enabled: false } : feature;
  });
}

/** The request the form describes, before the contract has checked it. */
function botTestRequest(values: BotTestFormValues, data: TBotTestResponse) {
  const common = {
    apiVersion: values.apiVersion,
    negotiationType: values.negotiationType,
    language: values.language,
    featureSettings: values.features.map(({ name, enabled, hyperParameters }) => ({
      name,
      enabled,
      ...(hyperParameters ? { hyperParameters } : {}),
    })),
  };
  if (values.negotiationType === 'contract') {
    const profile = profileNamed(data, values.contractName);
    return {
      ...common,
      negotiationDirection: contractDirection(profile),
      offering: profile?.offering,
      initialOffer: profile?.initial_bot_offer,
      rag: profile?.rag,
    };
  }
  return {
    ...common,
    productId: data.product_id,
    negotiationDirection: values.negotiationDirection,
    productPrice: values.productPrice,
    objective: values.objective,
    walkawayPrice: values.walkawayPrice,
  };
}

const required = { message: MSG.required };

/** Part 1 §5: what must be filled in, with the spec's message; numbers must be numbers. */
const ZProductInputs = z.object({
  negotiationDirection: z.enum(NEGOTIATION_DIRECTIONS, required),
  productPrice: zNumberInput(),
  objective: z.enum(BOT_TEST_OBJECTIVES, required),
  walkawayPrice: zNumberInput(),
  language: z.enum(CHAT_LANGUAGES, required),
});
const ZContractInputs = z.object({
  contractName: z.string(required),
  language: z.enum(CHAT_LANGUAGES, required),
});

type Input = keyof typeof FIELD_LABELS;
const PROFILE_FIELDS: readonly PropertyKey[] = ['offering', 'initialOffer', 'rag'];

/** The input a message belongs on: a profile's terms on the profile, the rest by name. */
function inputFor(path: PropertyKey | undefined): Input | null {
  if (PROFILE_FIELDS.includes(path ?? '')) return 'contractName';
  return typeof path === 'string' && path in FIELD_LABELS ? (path as Input) : null;
}

/** The contract's bounds on a price read as 'This is not a valid product price'. */
function messageOf(issue: z.core.$ZodIssue, input: Input | null) {
  const outOfRange = issue.code === 'too_small' || issue.code === 'too_big';
  return outOfRange && input ? MSG.notValid(FIELD_LABELS[input].toLowerCase()) : issue.message;
}

/** react-hook-form's resolver: the spec's required fields first, then the contract's verdict. */
export function botTestResolver(data: TBotTestResponse): Resolver<BotTestFormValues> {
  return (values) => {
    const inputs = values.negotiationType === 'contract' ? ZContractInputs : ZProductInputs;
    const issues = [
      ...(inputs.safeParse(values).error?.issues ?? []),
      ...(ZBotTestSessionRequest.safeParse(botTestRequest(values, data)).error?.issues ?? []),
    ];
    if (issues.length === 0) return { values, errors: {} };
    const errors: FieldErrors<BotTestFormValues> = {};
    for (const issue of issues) {
      const input = inputFor(issue.path[0]);
      const error = { type: issue.code, message: messageOf(issue, input) };
      // One message per input: the first, the spec's own before the contract's.
      if (input) errors[input] ??= error;
      else errors.root ??= error;
    }
    return { values: {}, errors };
  };
}

/** The request to send for values the resolver has accepted, as the contract reads it. */
export const acceptedRequest = (values: BotTestFormValues, data: TBotTestResponse) =>
  ZBotTestSessionRequest.parse(botTestRequest(values, data));
