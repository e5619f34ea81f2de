import { Select } from '@mantine/core';
import { MSG } from '@parley/contract';

export interface RetailerFilterProps {
  /** The chosen retailer's id; null for all retailers. */
  value: string | null;
  options: { value: string; label: string }[];
  onChange: (retailerId: string | null) => void;
  /** The typed text, for a search on the server. */
  onSearchChange: (text: string) => void;
}

/** A retailer filter, searched on the server as the administrator types (rules, message search). */
export function RetailerFilter({ value, options, onChange, onSearchChange }: RetailerFilterProps) {
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
      maw={320}
    />
  );
}
