import { Select } from '@mantine/core';
import { MSG } from '@parley/contract';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { ThemeForm } from '../theme-form';

const ALL_RETAILERS = 'all';

export interface RetailerOption {
  retailer_id: string;
  name: string;
}

/** The server's search by name, as the rule editor's Retailer select uses it. */
export interface ThemeRetailerSearch {
  results: RetailerOption[];
  loading: boolean;
  onSearchTextChange: (text: string) => void;
  /** The theme's retailer when it was loaded, so that the select can name it. */
  initial: RetailerOption | null;
}

/** The theme's Retailer: All Retailers (null) or one, found by the server's name search. */
export function ThemeRetailerSelect({
  control,
  search,
}: {
  control: Control<ThemeForm>;
  search: ThemeRetailerSearch;
}) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'retailer_id' });
  // The chosen retailer stays nameable when a later search no longer finds it.
  const [chosen, setChosen] = useState<RetailerOption | null>(search.initial);
  const options = [...search.results];
  if (chosen && !options.some((option) => option.retailer_id === chosen.retailer_id)) {
    options.unshift(chosen);
  }
  const data = [
    { value: ALL_RETAILERS, label: MSG.allRetailers },
    ...options.map((option) => ({ value: option.retailer_id, label: option.name })),
  ];
  const current = value ?? ALL_RETAILERS;
  const currentLabel = data.find((option) => option.value === current)?.label;
  return (
    <Select
      ref={ref}
      label="Retailer"
      withAsterisk
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
      error={fieldState.error?.message}
    />
  );
}
