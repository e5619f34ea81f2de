import type { FieldValues } from 'react-hook-form';
import { NumberField } from '../form/NumberField';

type PercentFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof NumberField<T>>[0],
  'suffix' | 'min' | 'max'
>;

/** A share in per cent, from 0 to 100; out of that range it is kept as typed, as NumberField does. */
export function PercentField<T extends FieldValues>(props: PercentFieldProps<T>) {
  return <NumberField {...props} suffix="%" min={0} max={100} />;
}
