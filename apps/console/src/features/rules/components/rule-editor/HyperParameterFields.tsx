import { SimpleGrid, Stack } from '@mantine/core';
import {
  ALGORITHM_VERSIONS,
  HYPER_PARAMETER_BOUNDS,
  HYPER_PARAMETER_NAMES,
  HYPER_PARAMETER_RANGES,
  type THyperParameterName,
} from '@parley/contract';
import { NumberField } from '../../../../components/form/NumberField';
import { SelectField } from '../../../../components/form/SelectField';
import { changeAlgorithmVersion } from './transitions';
import { ruleField } from './fields';
import { useApplyPatch, useRuleForm } from './use-rule-form';

const VERSION_OPTIONS = ALGORITHM_VERSIONS.map((version) => ({ value: version, label: version }));

/**
 * The parameters the contract checks against each other: break_even_randomness against
 * break_even_increase (bea), each *_high against its *_low (coherent). The message sits on one of
 * the two, so a change to either re-checks the other.
 */
const PARTNERS = new Map<THyperParameterName, THyperParameterName>([
  ['break_even_increase', 'break_even_randomness'],
  ['break_even_randomness', 'break_even_increase'],
  ...HYPER_PARAMETER_RANGES.flatMap(({ low, high }) => [
    [low, high] as const,
    [high, low] as const,
  ]),
]);

/**
 * An algorithm rule's version and every hyper-parameter; choosing a version puts each parameter
 * back to that version's defaults.
 */
export function HyperParameterFields() {
  const { control, getValues, trigger } = useRuleForm();
  const apply = useApplyPatch();
  // Checked as soon as both have values; an empty partner is not the user's concern yet.
  const checkPartner = (name: THyperParameterName) => {
    const partner = PARTNERS.get(name);
    const filled = (value: unknown) => value !== null && value !== '';
    if (!partner || !filled(getValues(`hyper_parameters.${name}`))) return;
    if (filled(getValues(`hyper_parameters.${partner}`))) {
      void trigger(`hyper_parameters.${partner}`);
    }
  };
  return (
    <Stack>
      <SelectField
        {...ruleField(control, 'algorithm_version')}
        data={VERSION_OPTIONS}
        allowDeselect={false}
        required
        onValueChange={(value) => {
          const version = ALGORITHM_VERSIONS.find((known) => known === value);
          if (version) apply(changeAlgorithmVersion(version));
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {HYPER_PARAMETER_NAMES.map((name) => {
          const [min, max] = HYPER_PARAMETER_BOUNDS[name];
          return (
            <NumberField
              key={name}
              control={control}
              name={`hyper_parameters.${name}`}
              label={name}
              description={`Between ${min} and ${max}`}
              min={min}
              max={max}
              step={0.01}
              decimalScale={6}
              required
              onValueChange={() => checkPartner(name)}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
