/** Money to the cent, free of floating-point residue (39.5 + 0.1 and the like). */
export const round2 = (amount: number): number => Math.round(amount * 100) / 100;

/**
 * An amount in digits with the given decimal mark and, from 1,000, thousands separator; cents
 * only when there are any: '1200', '1,200.50', '1 200,50'.
 */
export function plainNumber(amount: number, decimalMark: string, group = ''): string {
  const cents = Math.round(amount * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  const rest = cents % 100;
  return rest === 0 ? whole : `${whole}${decimalMark}${String(rest).padStart(2, '0')}`;
}

/** The whole and the cents of an amount, for '39€50' and '39 euros 50'. */
export function split(amount: number): { whole: number; cents: number } {
  const cents = Math.round(amount * 100);
  return { whole: Math.floor(cents / 100), cents: cents % 100 };
}

/** A thousands count as said with a 'k': '2', '1.2' (or '1,2' with a comma mark). */
export function thousands(amount: number, decimalMark: string): string {
  const tenths = Math.round(amount / 100);
  return tenths % 10 === 0
    ? String(tenths / 10)
    : `${Math.floor(tenths / 10)}${decimalMark}${tenths % 10}`;
}
