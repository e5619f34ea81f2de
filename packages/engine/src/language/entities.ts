import type { TEntity } from '@parley/contract';
import type { PriceMention } from './mentions';
import type { ClassifiedAmounts } from './price-mentions';
import type { Token } from './text';

/** A price mention's role once the bid rules have weighed it (a too large step is a price). */
export type PriceRole = 'price' | 'relative_amount' | 'competitor_price';

function spanText(message: string, tokens: readonly Token[], first: number, end: number): string {
  const start = tokens[Math.max(first, 0)]?.start ?? 0;
  const stop = tokens[end - 1]?.end ?? message.length;
  return message.slice(start, stop);
}

function priceConfidence(price: PriceMention): number {
  const { kind, written } = price.mention;
  const base = kind === 'number' ? 0.7 : written === 'digits' ? 0.95 : 0.9;
  return price.excluded ? base / 2 : base;
}

/** The amounts as the message's entities, in the roles they play. */
export function amountEntities(
  message: string,
  tokens: readonly Token[],
  amounts: ClassifiedAmounts,
  halfway: { at: number; length: number } | null,
  roleOf: (price: PriceMention) => PriceRole,
): TEntity[] {
  const entities: TEntity[] = [];
  const text = (first: number, end: number): string => spanText(message, tokens, first, end);
  if (amounts.quantity !== null) {
    const { mention, inferred } = amounts.quantity;
    entities.push({
      role: 'quantity',
      dataType: 'number',
      confidence: inferred ? 0.75 : 0.9,
      stringValue: text(mention.first, mention.end),
    });
  }
  for (const price of amounts.prices) {
    const role = roleOf(price);
    const cue = role === 'relative_amount' ? price.cueAfter : 0;
    entities.push({
      role,
      dataType: 'money',
      confidence: priceConfidence(price),
      stringValue: text(price.mention.first, price.mention.end + cue),
    });
  }
  for (const percentage of amounts.percentages) {
    entities.push({
      role: 'percentage',
      dataType: 'percentage',
      confidence: 0.9,
      stringValue: text(percentage.first, percentage.end),
    });
  }
  if (halfway !== null) {
    entities.push({
      role: 'relative_amount',
      dataType: 'percentage',
      confidence: 0.85,
      stringValue: text(halfway.at, halfway.at + halfway.length),
    });
  }
  return entities;
}
