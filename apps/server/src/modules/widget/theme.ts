/**
 * The widget's look (part 2 §3 Theme): the spec's defaults (button text Negotiate, background
 * #1976D2, the tooltip 'Instant Chatbot - No Login Needed', the dwell popup 'Still undecided?';
 * infoText.enabled and window.marketing.enabled are the strings 'true'/'false'), and values of
 * our choosing where it shows none. A saved configuration is merged over these, group by group.
 */
export const THEME_DEFAULTS = {
  container: { maxWidth: '100%', minWidth: '160px', margin: '8px 0', padding: '0', float: 'none' },
  button: {
    effect: 'none',
    text: 'Negotiate',
    fontFamily: 'inherit',
    fontWeight: '600',
    fontStyle: 'normal',
    fontSize: '16px',
    fontSmoothing: 'antialiased',
    fontStretch: 'normal',
    color: '#FFFFFF',
    letterSpacing: 'normal',
    textTransform: 'none',
    backgroundColor: '#1976D2',
    border: 'none',
    borderRadius: '4px',
    boxShadow: 'none',
    height: '44px',
    margin: '0',
    padding: '0 20px',
    transition: 'background-color 0.2s ease',
    logo: { color: '#FFFFFF', size: '20px', marginRight: '8px' },
    hover: {
      color: '#FFFFFF',
      logoColor: '#FFFFFF',
      backgroundColor: '#1565C0',
      border: 'none',
      borderRadius: '4px',
      boxShadow: 'none',
    },
  },
  infoText: {
    enabled: 'true',
    text: 'Instant Chatbot - No Login Needed',
    fontFamily: 'inherit',
    fontWeight: '400',
    fontSize: '13px',
    color: '#424242',
    backgroundColor: 'transparent',
    border: 'none',
    borderRadius: '0',
    height: 'auto',
    marginBottom: '4px',
    hover: { color: '#212121', backgroundColor: 'transparent', border: 'none', borderRadius: '0' },
  },
  infoPopup: { text: 'Make us an offer: our bot answers instantly, no sign-up needed.' },
  window: { marketing: { enabled: 'false' } },
  dwellTimePopup: {
    headingText: 'Still undecided?',
    text: 'Make us an offer and see if we can agree a price.',
    logoGradientStart: '#1976D2',
    logoGradientEnd: '#42A5F5',
  },
  signposting: {
    logoColor: '#1976D2',
    dealHeaderPrefix: 'Your deal:',
    dealHeaderSuffix: '',
    dealDescriptionSuffix: 'is yours if you add it to your basket now.',
    completeDealButtonText: 'Complete deal',
    dealReadyHeader: 'Your deal is ready',
    suggestionHeader: 'You might also like',
    suggestionMessage: 'These can be negotiated too.',
    suggestionAddToBasketText: 'Add to basket',
    suggestionOtherOptionsText: 'Other options',
    recommendationsMessage: 'Shoppers also negotiated',
    recommendationsFollowupMessagePrefix: 'Have a look at',
    recommendationsFollowupMessageSuffix: 'too.',
    showPopupOnRecommendedProduct: false,
  },
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `saved` over `base`, nested groups merged key by key; values of another shape are ignored. */
export function mergeTheme(base: Json, saved: Json | null): Json {
  if (!saved) return structuredClone(base);
  const merged: Json = {};
  for (const [key, value] of Object.entries(base)) {
    const override = saved[key];
    if (isObject(value)) merged[key] = mergeTheme(value, isObject(override) ? override : null);
    else merged[key] = typeof override === typeof value ? override : value;
  }
  return merged;
}
