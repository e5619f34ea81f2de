/**
 * A price as the shopper reads it: the currency's own format in the chat's language, or the
 * server's symbol and two decimals when the browser does not know the currency.
 */
export function formatMoney(amount: number, currency: string, symbol: string, language: string) {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    return `${symbol}${amount.toFixed(2)}`;
  }
}
