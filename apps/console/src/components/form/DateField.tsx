import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type Bound } from './bound-field';
import { DISPLAY_DATE_FORMAT, parseDisplayDate } from './display-date';

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
