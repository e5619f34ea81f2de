import { DE } from './de';
import { EN_GB } from './en-GB';
import { ES } from './es';
import { FR } from './fr';
import type { LanguageKit, ShopperLanguage } from './types';

const KITS: Readonly<Record<ShopperLanguage, LanguageKit>> = {
  'en-GB': EN_GB,
  fr: FR,
  de: DE,
  es: ES,
};

/** The kit for `language`, with a plain error for a language from outside the type system. */
export function kitFor(language: ShopperLanguage): LanguageKit {
  if (!Object.hasOwn(KITS, language)) throw new RangeError(`no shopper language '${language}'`);
  return KITS[language];
}
