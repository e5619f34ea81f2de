import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../../test/test-app';
import { capped, cycleFees, formatMoney, fromCents, toCents, usageFee, type Sale } from './money';

/** A deal price as the database gives it: two places, or fewer ("12.5", "7"). */
const priceText = (cents: number) => {
  const text = fromCents(BigInt(cents));
  return text.endsWith('.00') ? text.slice(0, -3) : text.endsWith('0') ? text.slice(0, -1) : text;
};

const sales = fc.array(
  fc.record({
    cents: fc.integer({ min: 0, max: 10_000_000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
  }),
  { maxLength: 60 },
);
/** numeric(5,2) percentages, in basis points: 0.00 to 999.99. */
const basisPoints = fc.integer({ min: 0, max: 99_999 });
const asSales = (drawn: { cents: number; quantity: number }[]): Sale[] =>
  drawn.map(({ cents, quantity }) => ({ dealPrice: priceText(cents), quantity }));
const percentageText = (bp: number) => fromCents(BigInt(bp));

/**
 * The reference: whole cents in plain numbers, which stay exact at these sizes (below 2^53), and
 * half-up rounding done with the remainder rather than a division.
 */
function referenceFee(drawn: { cents: number; quantity: number }[], bp: number) {
  const total = drawn.reduce((sum, sale) => sum + sale.cents * sale.quantity, 0);
  const scaled = total * bp + 5000;
  return { total, fee: (scaled - (scaled % 10_000)) / 10_000 };
}

describe('money in cents', () => {
  it('reads and writes decimal amounts exactly', () => {
    expect(toCents('1234.5')).toBe(123450n);
    expect(toCents('0.07')).toBe(7n);
    expect(toCents('12')).toBe(1200n);
    expect(toCents('-3.10')).toBe(-310n);
    expect(fromCents(123450n)).toBe('1234.50');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('abc')).toThrow();
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it('rounds a fee half-up to the cent', () => {
    // 2 % of £0.25 is half a cent: up. 2 % of £0.24 is 0.48 of a cent: down.
    expect(usageFee(25n, 200n)).toBe(1n);
    expect(usageFee(24n, 200n)).toBe(0n);
    expect(usageFee(11099n, 200n)).toBe(222n);
    expect(usageFee(0n, 200n)).toBe(0n);
    expect(capped(222n, 150n)).toBe(150n);
    expect(capped(222n, null)).toBe(222n);
    expect(capped(100n, 150n)).toBe(100n);
    expect(formatMoney(200000n, 'USD')).toBe('US$2,000.00');
  });

  it('takes a cycle’s usage fee to the penny on any sales, before and after its cap', () => {
    fc.assert(
      fc.property(
        sales,
        basisPoints,
        fc.option(fc.integer({ min: 0, max: 10_000_000 })),
        (drawn, bp, cap) => {
          const fees = cycleFees(
            asSales(drawn),
            percentageText(bp),
            cap === null ? null : BigInt(cap),
          );
          const reference = referenceFee(drawn, bp);
          expect(fees.numberOfSales).toBe(drawn.length);
          expect(fees.salesCents).toBe(BigInt(reference.total));
          expect(fees.originalCents).toBe(BigInt(reference.fee));
          expect(fees.amountCents).toBe(
            BigInt(cap === null ? reference.fee : Math.min(reference.fee, cap)),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never loses a cent however the sales are split', () => {
    fc.assert(
      fc.property(sales, basisPoints, (drawn, bp) => {
        // One sale of the whole value is charged exactly what its parts are charged together.
        const whole = asSales(drawn).reduce(
          (total, sale) => total + toCents(sale.dealPrice) * BigInt(sale.quantity),
          0n,
        );
        const asOne = cycleFees(
          [{ dealPrice: fromCents(whole), quantity: 1 }],
          percentageText(bp),
          null,
        );
        expect(cycleFees(asSales(drawn), percentageText(bp), null).originalCents).toBe(
          asOne.originalCents,
        );
      }),
    );
  });
});

describe('money in cents, against PostgreSQL’s numeric', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('agrees with the database’s exact sum and rounding', async () => {
    await fc.assert(
      fc.asyncProperty(sales, basisPoints, async (drawn, bp) => {
        const values = drawn.length
          ? sql.join(
              drawn.map(
                (sale) => sql`(${priceText(sale.cents)}::numeric(12,2), ${sale.quantity}::int)`,
              ),
              sql`, `,
            )
          : sql`(0::numeric(12,2), 0::int)`;
        const [row] = await queryRows<{ total: string; fee: string }>(
          database.db,
          sql`select coalesce(sum(p * q), 0)::text as total,
                round(coalesce(sum(p * q), 0) * ${percentageText(bp)}::numeric(5,2) / 100, 2)::text as fee
              from (values ${values}) as s(p, q)`,
        );
        const fees = cycleFees(asSales(drawn), percentageText(bp), null);
        expect(fees.salesCents).toBe(toCents(row!.total));
        expect(fees.originalCents).toBe(toCents(row!.fee));
      }),
      { numRuns: 60 },
    );
  });
});
