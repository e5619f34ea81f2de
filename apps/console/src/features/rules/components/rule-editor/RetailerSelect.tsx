import { useController } from 'react-hook-form';
import { RetailerSearchSelect } from '../../../retailers';
import type { RetailerSearch } from './editor-settings';
import { FIELD_LABELS } from './fields';
import { useRuleForm } from './use-rule-form';

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
  const { field, fieldState } = useController({ control, name: 'retailer_id' });
  return (
    <RetailerSearchSelect
      label={FIELD_LABELS.retailer_id}
      value={field.value ?? null}
      onChange={(retailerId) => {
        field.onChange(retailerId);
        search.onChange(retailerId);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      allowAll={allowAll}
      required={!allowAll}
      search={search}
      inputRef={field.ref}
    />
  );
}
