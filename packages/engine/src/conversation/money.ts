import type { TChatLanguage } from '@parley/contract';

/** The locale each chat language formats amounts in ('£40', '72 €', '1.200,50 €'). */
const LOCALES: Record<TChatLanguage, string> = {
  'en-GB': 'en-GB',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: TChatLanguage, currency: string, cents: boolean) {
  const key = `${language}|${currency}|${cents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(LOCALES[language], {
        style: 'currency',
        currency,
        // '189 £' in French rather than '189 £GB': the shop's currency is never in doubt.
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: 2,
      });
    } catch {
      // A currency code Intl does not know still gets a readable amount (the symbol is added).
      formatter = new Intl.NumberFormat(LOCALES[language], {
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: 2,
      });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount as the shopper reads it in their language: whole amounts without pence ('£150'),
 * others with them ('£151.20'), in the language's own order and separators ('151,20 €').
 */
export function formatMoney(
  amount: number,
  money: { language: TChatLanguage; currency: string; currencySymbol: string },
): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  const formatter = formatterFor(money.language, money.currency, cents);
  const text = formatter.format(amount);
  return formatter.resolvedOptions().style === 'currency' ? text : `${money.currencySymbol}${text}`;
}

/** A discount as a share of the list price, for the deal celebration ('12%'). */
export function formatPercentage(share: number, language: TChatLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'percent',
    maximumFractionDigits: share < 0.1 ? 1 : 0,
  }).format(share);
}
