import { RetailerSearchSelect, type RetailerSearchState } from '../../retailers';
import { useController, type Control } from 'react-hook-form';
import type { ThemeForm } from '../theme-form';

export type { RetailerOption } from '../../retailers';
/** The server's search by name, as the rule editor's Retailer select uses it. */
export type ThemeRetailerSearch = RetailerSearchState;

/** The theme's Retailer: All Retailers (null) or one, found by the server's name search. */
export function ThemeRetailerSelect({
  control,
  search,
}: {
  control: Control<ThemeForm>;
  search: ThemeRetailerSearch;
}) {
  const { field, fieldState } = useController({ control, name: 'retailer_id' });
  return (
    <RetailerSearchSelect
      label="Retailer"
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      allowAll
      withAsterisk
      search={search}
      inputRef={field.ref}
    />
  );
}
