import { Stack } from '@mantine/core';
import { CART_MATCH_BASES } from '@parley/contract';
import { useWatch } from 'react-hook-form';
import { MoneyField, NumberField } from '../../../../components/form/NumberField';
import { RadioField } from '../../../../components/form/RadioField';
import { hasPlanFeature, type EditorSettings } from './editor-settings';
import { changeCartMatchBasis } from './transitions';
import { ruleField } from './fields';
import { useApplyPatch, useRuleForm } from './use-rule-form';

/** A cart matches by its value, or (plan feature cart_size_rules) by its number of items. */
export function CartFields({ settings }: { settings: EditorSettings }) {
  const { control } = useRuleForm();
  const apply = useApplyPatch();
  const basis = useWatch({ control, name: 'cart_match_basis' });
  return (
    <Stack>
      <RadioField
        {...ruleField(control, 'cart_match_basis')}
        required
        options={[
          { value: 'minimum_value', label: 'Cart value' },
          {
            value: 'minimum_item_count',
            label: 'Number of items',
            disabled: !hasPlanFeature(settings, 'cart_size_rules'),
          },
        ]}
        onValueChange={(value) => {
          const chosen = CART_MATCH_BASES.find((known) => known === value);
          if (chosen) apply(changeCartMatchBasis(chosen));
        }}
      />
      {basis === 'minimum_value' ? (
        <MoneyField {...ruleField(control, 'minimum_value')} min={0} required />
      ) : null}
      {basis === 'minimum_item_count' ? (
        <>
          <NumberField
            {...ruleField(control, 'minimum_item_count')}
            min={1}
            allowDecimal={false}
            required
          />
          <MoneyField {...ruleField(control, 'minimum_item_value')} min={0} required />
        </>
      ) : null}
    </Stack>
  );
}
