/**
 * Money, exactly: amounts are integer cents (bigint) from the database's decimal text to the
 * answer's, never binary floating point, so that a fee is right to the penny however many sales
 * it is taken on. Percentages are numeric(5,2): whole basis points.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "1234.5" → 123450n. Refuses anything that is not a decimal with at most two places. */
export function toCents(decimal: string): bigint {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new Error(`not an amount of money: ${decimal}`);
  const [, sign, units, fraction = ''] = match;
  const cents = BigInt(units!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** 123450n → "1234.50" (the contract's ZMoney). */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/** "2.00" (per cent) → 200n basis points. */
export const toBasisPoints = (percentage: string): bigint => toCents(percentage);

/** a / b rounded half away from zero (half-up for the positive amounts fees are), b > 0. */
function divideRounded(a: bigint, b: bigint): bigint {
  const half = b / 2n;
  return a >= 0n ? (a + half) / b : -((-a + half) / b);
}

/** The usage fee on `salesCents` at `basisPoints`, rounded half-up to the cent. */
export const usageFee = (salesCents: bigint, basisPoints: bigint): bigint =>
  divideRounded(salesCents * basisPoints, 10_000n);

/** What is charged: the fee, no more than the cycle's spending limit (null: none). */
export const capped = (feeCents: bigint, capCents: bigint | null): bigint =>
  capCents !== null && feeCents > capCents ? capCents : feeCents;

/** One negotiated sale: the deal's unit price (decimal text) times the quantity bought. */
export interface Sale {
  dealPrice: string;
  quantity: number;
}

export const saleCents = (sale: Sale): bigint => toCents(sale.dealPrice) * BigInt(sale.quantity);

export interface CycleFees {
  salesCents: bigint;
  numberOfSales: number;
  /** The usage fee before the spending limit. */
  originalCents: bigint;
  /** The usage fee charged. */
  amountCents: bigint;
}

/** A cycle's usage fee on its sales, under the scheme's percentage and spending limit. */
export function cycleFees(
  sales: readonly Sale[],
  usageFeePercentage: string,
  capCents: bigint | null,
): CycleFees {
  const salesCents = sales.reduce((total, sale) => total + saleCents(sale), 0n);
  const originalCents = usageFee(salesCents, toBasisPoints(usageFeePercentage));
  return {
    salesCents,
    numberOfSales: sales.length,
    originalCents,
    amountCents: capped(originalCents, capCents),
  };
}

/** The amount with its currency as the console shows it: "US$2,000.00", "£12.50". */
export const formatMoney = (cents: bigint, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(Number(cents) / 100);
