import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type Bound } from './bound-field';

dayjs.extend(customParseFormat);

/** Dates are shown and typed as DD/MM/YYYY (part 2 §9). */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';

/** Typed text as a 'YYYY-MM-DD' date, strictly DD/MM/YYYY; anything else is no date yet. */
export function parseDisplayDate(text: string): string | null {
  const parsed = dayjs(text.trim(), DISPLAY_DATE_FORMAT, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** A date bound to a react-hook-form field holding 'YYYY-MM-DD' (null when empty). */
export function DateField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> &
  Omit<DateInputProps, 'name' | 'value' | 'onChange' | 'error' | 'valueFormat' | 'dateParser'>) {
  const { value, onChange, input } = useBoundField({ control, name });
  return (
    <DateInput
      placeholder={DISPLAY_DATE_FORMAT}
      {...props}
      {...input}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => onChange(next)}
      valueFormat={DISPLAY_DATE_FORMAT}
      dateParser={parseDisplayDate}
    />
  );
}
