import { Select } from '@mantine/core';
import { MSG } from '@parley/contract';

export interface RetailerSelectProps {
  /** The chosen retailer's id; null for all retailers. */
  value: string | null;
  options: { value: string; label: string }[];
  onChange: (retailerId: string | null) => void;
  /** The typed text, for a search on the server. */
  onSearchChange: (text: string) => void;
}

/** A retailer chosen by name, searched on the server as the administrator types. */
export function RetailerSelect({ value, options, onChange, onSearchChange }: RetailerSelectProps) {
  return (
    <Select
      label="Retailer"
      placeholder="All Retailers"
      data={options}
      value={value}
      onChange={onChange}
      onSearchChange={onSearchChange}
      searchable
      clearable
      nothingFoundMessage={MSG.noRetailerFound}
    />
  );
}
