import { Select } from '@mantine/core';
import { MSG } from '@parley/contract';
import { useState, type Ref } from 'react';

const ALL_RETAILERS = 'all';

export interface RetailerOption {
  retailer_id: string;
  name: string;
}

/** The server's search by name (`useRetailerPicker`), and the retailer the form was loaded with. */
export interface RetailerSearchState {
  results: RetailerOption[];
  loading: boolean;
  onSearchTextChange: (text: string) => void;
  /** The retailer when the form was loaded, so that the select can name it. */
  initial: RetailerOption | null;
}

/**
 * An administrator's Retailer select (the rule and theme editors): All Retailers (null) where
 * the form allows it, or one retailer found by the server's name search. Presentational: the
 * editors wire it to their forms.
 */
export function RetailerSearchSelect({
  label,
  value,
  onChange,
  onBlur,
  error,
  allowAll,
  search,
  inputRef,
  required = false,
  withAsterisk = false,
}: {
  label: string;
  value: string | null;
  onChange: (retailerId: string | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  allowAll: boolean;
  search: RetailerSearchState;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  withAsterisk?: boolean;
}) {
  // The chosen retailer stays nameable when a later search no longer finds it.
  const [chosen, setChosen] = useState<RetailerOption | null>(search.initial);
  const options = [...search.results];
  if (chosen && !options.some((option) => option.retailer_id === chosen.retailer_id)) {
    options.unshift(chosen);
  }
  const data = [
    ...(allowAll ? [{ value: ALL_RETAILERS, label: MSG.allRetailers }] : []),
    ...options.map((option) => ({ value: option.retailer_id, label: option.name })),
  ];
  const current = value ?? (allowAll ? ALL_RETAILERS : null);
  const currentLabel = data.find((option) => option.value === current)?.label;
  return (
    <Select
      ref={inputRef}
      label={label}
      withAsterisk={withAsterisk}
      required={required}
      data={data}
      value={current}
      searchable
      // Choosing an option writes its name into the box: that is not a search.
      onSearchChange={(text) => search.onSearchTextChange(text === currentLabel ? '' : text)}
      // The server has already filtered by the text typed.
      filter={({ options: all }) => all}
      nothingFoundMessage={search.loading ? 'Searching…' : undefined}
      allowDeselect={false}
      onChange={(next) => {
        const retailerId = next === ALL_RETAILERS || next === null ? null : next;
        setChosen(options.find((option) => option.retailer_id === retailerId) ?? null);
        onChange(retailerId);
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}
