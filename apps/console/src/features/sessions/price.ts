const amount = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A session's price with its currency symbol as the session carries it: '£1,234.50'. */
export const formatSessionPrice = (value: number | null | undefined, currencySymbol: string) =>
  value === null || value === undefined ? '-' : `${currencySymbol}${amount.format(value)}`;
