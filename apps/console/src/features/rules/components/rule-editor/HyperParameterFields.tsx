import { SimpleGrid, Stack } from '@mantine/core';
import {
  ALGORITHM_VERSIONS,
  HYPER_PARAMETER_BOUNDS,
  HYPER_PARAMETER_NAMES,
} from '@parley/contract';
import { NumberField } from '../../../../components/form/NumberField';
import { SelectField } from '../../../../components/form/SelectField';
import { changeAlgorithmVersion } from './transitions';
import { ruleField } from './fields';
import { useApplyPatch, useRuleForm } from './use-rule-form';

const VERSION_OPTIONS = ALGORITHM_VERSIONS.map((version) => ({ value: version, label: version }));

/**
 * An algorithm rule's version and every hyper-parameter; choosing a version puts each parameter
 * back to that version's defaults.
 */
export function HyperParameterFields() {
  const { control } = useRuleForm();
  const apply = useApplyPatch();
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
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
