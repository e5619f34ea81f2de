import { SimpleGrid } from '@mantine/core';
import {
  ADDON_DEFAULT_SYNTHETIC_VALUE,
  ADDON_TYPE_LABELS,
  ADDON_TYPES,
  ADDON_TYPES_WITHOUT_SYNTHETIC_VALUE,
} from '@parley/contract';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { NumberField } from '../../../../components/form/NumberField';
import { SelectField } from '../../../../components/form/SelectField';
import { forcesZeroSyntheticValue, type AddonItemForm } from './form';

const TYPE_OPTIONS = ADDON_TYPES.map((type) => ({ value: type, label: ADDON_TYPE_LABELS[type] }));
const FORCED_NOTE = `Always £${ADDON_DEFAULT_SYNTHETIC_VALUE} for ${ADDON_TYPES_WITHOUT_SYNTHETIC_VALUE.map(
  (type) => ADDON_TYPE_LABELS[type],
).join(' and ')}`;

/** Pounds and pence, never negative. */
const MONEY = {
  leftSection: '£',
  decimalScale: 2,
  fixedDecimalScale: true,
  allowNegative: false,
  hideControls: true,
  inputMode: 'decimal',
} as const;

/** Type, Synthetic Value and Display Value; some types force the synthetic value to 0.00. */
export function ValueSettings({
  form: { control, setValue, clearErrors },
}: {
  form: Pick<UseFormReturn<AddonItemForm>, 'control' | 'setValue' | 'clearErrors'>;
}) {
  const type = useWatch({ control, name: 'addon_type' });
  const forced = forcesZeroSyntheticValue(type);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <SelectField
        control={control}
        name="addon_type"
        label="Type"
        data={TYPE_OPTIONS}
        allowDeselect={false}
        onValueChange={(next) => {
          if (forcesZeroSyntheticValue(next)) {
            setValue('synthetic_value', ADDON_DEFAULT_SYNTHETIC_VALUE);
            clearErrors('synthetic_value');
          }
        }}
      />
      <NumberField
        control={control}
        name="synthetic_value"
        label="Synthetic Value"
        description={forced ? FORCED_NOTE : undefined}
        disabled={forced}
        {...MONEY}
      />
      <NumberField control={control} name="display_value" label="Display Value" {...MONEY} />
    </SimpleGrid>
  );
}
