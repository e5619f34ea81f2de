import {
  CHAT_LANGUAGE_NAMES,
  CHAT_LANGUAGES,
  V2_FEATURES,
  type TBotTestResponse,
  type TContractProfile,
} from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine';

/** The product the tester's form starts with: £100, walkaway at the default 16% off. */
export const TEST_PRODUCT = { id: 'BOT-TEST-PRODUCT', price: 100, walkawayPrice: 84 };

/**
 * Contracts a tester can negotiate (v2 contract negotiations): the bot's opening offer and the
 * pricing bands (green: the offer, amber: a fair close, red: the walkaway).
 */
export const CONTRACT_PROFILES: TContractProfile[] = [
  {
    offering: { contract_name: 'Fibre broadband, 24 months' },
    initial_bot_offer: 45,
    rag: { green: 45, amber: 40, red: 36 },
  },
  {
    offering: { contract_name: 'Office cleaning, 12 months' },
    initial_bot_offer: 1200,
    rag: { green: 1200, amber: 1080, red: 1000 },
    feature_settings: [
      { feature: 'c_exponential', hyper_parameters: defaultHyperParameters('c_exponential') },
    ],
  },
  {
    offering: { contract_name: 'Van lease, 36 months' },
    initial_bot_offer: 389,
    rag: { green: 389, amber: 360, red: 340 },
    feature_settings: [
      { feature: 'b_tit_for_tat', hyper_parameters: defaultHyperParameters('b_tit_for_tat') },
    ],
  },
  {
    // A buyback: the bands rise from the opening offer, so the bot raises its offer (direction up).
    offering: { contract_name: 'Phone trade-in (buyback)' },
    initial_bot_offer: 200,
    rag: { green: 200, amber: 230, red: 250 },
  },
];

const isAlgorithm = (code: string): code is 'a_baseline' | 'b_tit_for_tat' | 'c_exponential' =>
  code === 'a_baseline' || code === 'b_tit_for_tat' || code === 'c_exponential';

export const AVAILABLE_FEATURES: TBotTestResponse['available_features'] = V2_FEATURES.map(
  (code) => ({
    code,
    default_hyper_parameters: isAlgorithm(code) ? defaultHyperParameters(code) : null,
  }),
);

export const AVAILABLE_LANGUAGES: TBotTestResponse['available_languages'] = CHAT_LANGUAGES.map(
  (code) => ({ code, name: CHAT_LANGUAGE_NAMES[code] }),
);
