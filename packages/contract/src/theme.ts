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
} as const;

/**
 * The theme preview (part 2 §2 Themes: "a live preview that is the real widget"): a page of this
 * server that shows the widget's own components in their states (the button with its tooltip,
 * the open chat, the dwell-time popup, the deal panel) on a sample product page. The console
 * frames it and posts each edited theme to it; the page answers `ready` once it listens.
 */
export const THEME_PREVIEW_PATH = '/widget/theme-preview.html';
export const THEME_PREVIEW_MESSAGES = {
  /** Console → page: `{ type, theme, logoUrl }`, the configuration as edited (not yet saved). */
  theme: 'parley:theme-preview',
  /** Page → console: `{ type }`, sent when the page listens, so the first theme is not lost. */
  ready: 'parley:theme-preview-ready',
} as const;
