import {
  DEFAULT_RULE_OBJECTIVE,
  DEFAULT_WALKAWAY_PERCENTAGE,
  type TAlgorithmVersion,
  type TChatLanguage,
  type THyperParameters,
  type TNegotiationObjective,
  type TRule,
  type TV2Terms,
  type TWidgetCart,
  type TWidgetProduct,
} from '@parley/contract';
import type { ConversationAddon, ConversationSetup } from '@parley/engine';

/** The algorithm a negotiation runs: the chosen algorithm rule's, or the caller's. */
export interface AlgorithmChoice {
  version: TAlgorithmVersion;
  hyperParameters: THyperParameters;
}

/** What every setup shares, whatever decided the terms. */
export interface SetupBasics {
  language: TChatLanguage;
  currency: string;
  currencySymbol: string;
  algorithm: AlgorithmChoice;
  termsUrl: string | null;
  /** The store's reasons the bot may quote (engine: conversation/reasons.ts). */
  reasons: NonNullable<ConversationSetup['reasons']>;
  previous: ConversationSetup['previous'];
  seed: number;
}

/** A magic link's own terms, which replace its rule's (single_product, negotiation_on_cart). */
export interface LinkTerms {
  objective: TNegotiationObjective | null;
  walkawayPercentage: number | null;
  targetDiscountPercentage: number | null;
}

/** How the basket is named in each language, where a product would be named by its name. */
const BASKET: Record<TChatLanguage, string> = {
  'en-GB': 'your basket',
  fr: 'votre panier',
  de: 'Ihren Warenkorb',
  es: 'tu cesta',
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The session id's first 32 bits: every random choice of the negotiation follows from it. */
export const seedOf = (sessionId: string) => Number.parseInt(sessionId.slice(0, 8), 16) >>> 0;

/** The currency's symbol as the language writes it ('£', '€', 'US$'). */
// Building an Intl.NumberFormat costs about as much as a whole turn of the engine: once each.
const currencySymbols = new Map<string, string>();

export function currencySymbolOf(currency: string, language: TChatLanguage) {
  const key = `${language} ${currency}`;
  let symbol = currencySymbols.get(key);
  if (symbol === undefined) {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency });
    symbol = format.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
    // Currencies are validated ISO codes and languages four: the map stays small.
    currencySymbols.set(key, symbol);
  }
  return symbol;
}

/** The basket total with quantity 1: a cart is negotiated as one thing. */
export const cartTotal = (cart: TWidgetCart) =>
  round2(cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0));

/** v1: the store's product or basket under the chosen rule (and the magic link's terms). */
export function v1Setup(
  basics: SetupBasics,
  what: { product: TWidgetProduct } | { cart: TWidgetCart },
  rule: TRule,
  link: LinkTerms | null,
  addons: ConversationAddon[],
): ConversationSetup {
  const product = 'product' in what ? what.product : null;
  return {
    ...common(basics),
    negotiationType: product ? 'product' : 'cart',
    direction: 'down',
    subject: product ? product.name : BASKET[basics.language],
    listPrice: product ? product.price : cartTotal((what as { cart: TWidgetCart }).cart),
    quantity: product ? product.quantity : 1,
    objective: link?.objective ?? rule.objective,
    walkawayPercentage:
      link?.walkawayPercentage ?? rule.walkaway_percentage ?? DEFAULT_WALKAWAY_PERCENTAGE,
    targetDiscountPercentage: link
      ? link.targetDiscountPercentage
      : rule.target_discount_percentage,
    askQuantityFirst: product !== null && rule.ask_quantity_first,
    freeShippingIncluded: rule.has_free_shipping_included,
    addons,
    recoveredParleysActive: rule.recovered_parleys_active,
  };
}

/**
 * v2: the caller's own terms. The walkaway is the caller's walkaway price, else the contract's
 * red band, else the default share; its distance from the opening price is the room.
 */
export function v2Setup(
  basics: SetupBasics,
  terms: TV2Terms,
  options: { askQuantityFirst: boolean; recoveredParleys: boolean; freeShipping: boolean },
): ConversationSetup {
  const contract = terms.negotiationType === 'contract';
  const listPrice = (contract ? terms.initialOffer : terms.productPrice) ?? 0;
  const walkaway = terms.walkawayPrice ?? (contract ? terms.rag?.red : undefined);
  const share =
    walkaway === undefined
      ? DEFAULT_WALKAWAY_PERCENTAGE
      : Math.min(100, round2((Math.abs(listPrice - walkaway) / listPrice) * 100));
  return {
    ...common(basics),
    negotiationType: terms.negotiationType,
    direction: terms.negotiationDirection,
    subject: terms.offering?.contract_name ?? terms.productName ?? terms.productId ?? 'this',
    listPrice,
    quantity: 1,
    objective: terms.objective ?? DEFAULT_RULE_OBJECTIVE,
    walkawayPercentage: share,
    targetDiscountPercentage: null,
    askQuantityFirst: !contract && options.askQuantityFirst,
    freeShippingIncluded: options.freeShipping,
    addons: [],
    recoveredParleysActive: options.recoveredParleys,
  };
}

function common(basics: SetupBasics) {
  return {
    language: basics.language,
    currency: basics.currency,
    currencySymbol: basics.currencySymbol,
    algorithm: {
      version: basics.algorithm.version,
      hyperParameters: basics.algorithm.hyperParameters,
    },
    maxBids: Math.round(basics.algorithm.hyperParameters.exp_max_bids),
    termsUrl: basics.termsUrl,
    reasons: basics.reasons,
    previous: basics.previous,
    seed: basics.seed,
  };
}
