/** The values of an enum built by labelledEnum: the keys of its table. */
type ValueOf<L> = Extract<keyof L, string>;

/**
 * An enum's values and their labels from one table, so that each value is written once, beside
 * its label: `values` in the table's order (for z.enum and option lists), `labels` by value.
 * No zod here: a zod-free entry may take it.
 */
export function labelledEnum<L extends Readonly<Record<string, string>>>(
  table: L,
): { values: readonly ValueOf<L>[]; labels: Readonly<Record<ValueOf<L>, string>> } {
  const values: ValueOf<L>[] = [];
  for (const value in table) values.push(value);
  return { values, labels: table };
}
