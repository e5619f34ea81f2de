import { CHAT_LANGUAGES, DEFAULT_CHAT_LANGUAGE, type TChatLanguage } from '@parley/contract';
import type { WidgetStore } from '../store';

/** The shopper's language when the store speaks several (feature multi_language), else en-GB. */
export function languageFor(store: WidgetStore, asked: TChatLanguage | undefined): TChatLanguage {
  const multi = store.retailer.availableFeatures.includes('multi_language');
  return multi && asked && CHAT_LANGUAGES.includes(asked) ? asked : DEFAULT_CHAT_LANGUAGE;
}
