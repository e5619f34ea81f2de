import { Stack } from '@mantine/core';
import {
  RULE_MATCH_TYPE_LABELS,
  RULE_MATCH_TYPES,
  type TStoreCategory,
  type TStoreProduct,
} from '@parley/contract';
import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../../components/form/SelectField';
import { CartFields } from './CartFields';
import { CategoryList } from './CategoryList';
import { hasPlanFeature, type EditorSettings, type StoreSearch } from './editor-settings';
import { changeMatchType } from './transitions';
import { ruleField } from './fields';
import { ProductList } from './ProductList';
import { useApplyPatch, useRuleForm } from './use-rule-form';

/**
 * Rule Type and what it needs: products, categories or the cart's match basis. Global is only
 * offered in admin contexts; Cart needs the plan feature negotiation_on_cart.
 */
export function MatchTypeFields({
  settings,
  products,
  categories,
}: {
  settings: EditorSettings;
  products: StoreSearch<TStoreProduct>;
  categories: StoreSearch<TStoreCategory>;
}) {
  const { control } = useRuleForm();
  const apply = useApplyPatch();
  const matchType = useWatch({ control, name: 'match_type' });
  const options = RULE_MATCH_TYPES.filter((type) => type !== 'global' || settings.admin).map(
    (type) => ({
      value: type,
      label: RULE_MATCH_TYPE_LABELS[type],
      disabled: type === 'cart' && !hasPlanFeature(settings, 'negotiation_on_cart'),
    }),
  );
  return (
    <Stack>
      <SelectField
        {...ruleField(control, 'match_type')}
        data={options}
        allowDeselect={false}
        required
        onValueChange={(value) => {
          const type = RULE_MATCH_TYPES.find((known) => known === value);
          if (type) apply(changeMatchType(type));
        }}
      />
      {matchType === 'product' ? <ProductList search={products} /> : null}
      {matchType === 'product_category' ? (
        <CategoryList search={categories} retailerId={settings.retailerId} />
      ) : null}
      {matchType === 'cart' ? <CartFields settings={settings} /> : null}
    </Stack>
  );
}
