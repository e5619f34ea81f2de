import '@mantine/dates/styles.css';
import { Select, type ComboboxData } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { DISPLAY_DATE_FORMAT, parseDisplayDate } from '../form/display-date';

/** The panel's inputs: one value each, cleared back to "any". */

export function FilterSelect({
  label,
  value,
  data,
  onChange,
  placeholder = 'Any',
  clearable = true,
}: {
  label: string;
  value: string | undefined;
  data: ComboboxData;
  onChange: (value: string | null) => void;
  placeholder?: string;
  clearable?: boolean;
}) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value ?? null}
      onChange={onChange}
      clearable={clearable}
      searchable
      nothingFoundMessage="Nothing found"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** A 'true' | 'false' filter; none is either. */
export function YesNoFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: 'true' | 'false' | undefined;
  onChange: (value: 'true' | 'false' | null) => void;
}) {
  return (
    <Select
      label={label}
      placeholder="Any"
      data={YES_NO}
      value={value ?? null}
      onChange={(next) => onChange(next === 'true' || next === 'false' ? next : null)}
      clearable
    />
  );
}

/** A 'YYYY-MM-DD' date shown and typed as DD/MM/YYYY. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
}) {
  return (
    <DateInput
      label={label}
      placeholder={DISPLAY_DATE_FORMAT}
      value={value ?? null}
      onChange={onChange}
      valueFormat={DISPLAY_DATE_FORMAT}
      dateParser={parseDisplayDate}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
    />
  );
}
