import type { TChatLanguage } from '@parley/contract';

/** The locale each chat language formats amounts in ('£40', '72 €', '1.200,50 €'). */
const LOCALES: Record<TChatLanguage, string> = {
  'en-GB': 'en-GB',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
};

/** A formatter, and whether it writes the currency itself (else the symbol is put before). */
interface MoneyFormat {
  formatter: Intl.NumberFormat;
  withCurrency: boolean;
}

// Built once each: constructing (and asking) an Intl formatter costs more than formatting.
const formats = new Map<string, MoneyFormat>();
const percentFormats = new Map<string, Intl.NumberFormat>();

function formatFor(language: TChatLanguage, currency: string, cents: boolean): MoneyFormat {
  const key = `${language}|${currency}|${cents}`;
  let format = formats.get(key);
  if (!format) {
    let formatter: Intl.NumberFormat;
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
    format = { formatter, withCurrency: formatter.resolvedOptions().style === 'currency' };
    formats.set(key, format);
  }
  return format;
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
  const { formatter, withCurrency } = formatFor(money.language, money.currency, cents);
  const text = formatter.format(amount);
  return withCurrency ? text : `${money.currencySymbol}${text}`;
}

/** A discount as a share of the list price, for the deal celebration ('12%'). */
export function formatPercentage(share: number, language: TChatLanguage): string {
  const digits = share < 0.1 ? 1 : 0;
  const key = `${language}|${digits}`;
  let formatter = percentFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[language], {
      style: 'percent',
      maximumFractionDigits: digits,
    });
    percentFormats.set(key, formatter);
  }
  return formatter.format(share);
}
