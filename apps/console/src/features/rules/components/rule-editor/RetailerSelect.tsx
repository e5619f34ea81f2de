import { Select } from '@mantine/core';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { RetailerOption, RetailerSearch } from './editor-settings';
import { FIELD_LABELS } from './fields';
import { useRuleForm } from './use-rule-form';

const ALL_RETAILERS = 'all';

/**
 * The Retailer of a rule edited from the admin routes: All Retailers (where the context allows a
 * rule for every store) or one retailer, found by the server's name search.
 */
export function RetailerSelect({
  search,
  allowAll,
}: {
  search: RetailerSearch;
  allowAll: boolean;
}) {
  const { control } = useRuleForm();
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
    ...(allowAll ? [{ value: ALL_RETAILERS, label: 'All Retailers' }] : []),
    ...options.map((option) => ({ value: option.retailer_id, label: option.name })),
  ];
  const current = value ?? (allowAll ? ALL_RETAILERS : null);
  const currentLabel = data.find((option) => option.value === current)?.label;
  return (
    <Select
      ref={ref}
      label={FIELD_LABELS.retailer_id}
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
        const retailerId = next === ALL_RETAILERS ? null : next;
        setChosen(options.find((option) => option.retailer_id === retailerId) ?? null);
        onChange(retailerId);
        search.onChange(retailerId);
      }}
      onBlur={onBlur}
      error={fieldState.error?.message}
      required={!allowAll}
    />
  );
}
