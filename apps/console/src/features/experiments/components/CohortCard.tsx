import { Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import {
  ALGORITHM_VERSIONS,
  PARLEY_OVERRIDE_LABELS,
  PARLEY_OVERRIDE_SETTINGS,
  PRODUCT_TERM,
} from '@parley/contract';
import { IconTrash } from '@tabler/icons-react';
import type { Control } from 'react-hook-form';
import { PercentField } from '../../../components/percent-field/PercentField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import type { ExperimentForm } from '../experiment-form';
import { CohortFeatures } from './CohortFeatures';
import { JsonField } from './JsonField';
import { NullableSelectField } from './NullableSelectField';

const PARLEY_OVERRIDE_OPTIONS = PARLEY_OVERRIDE_SETTINGS.map((setting) => ({
  value: setting,
  label: PARLEY_OVERRIDE_LABELS[setting],
}));
const VERSION_OPTIONS = ALGORITHM_VERSIONS.map((version) => ({ value: version, label: version }));

export const cohortTitle = (index: number) => `Cohort ${index + 1}`;

/**
 * One cohort (part 2 §3 Cohort): its name and share of shoppers, and what it changes for them
 * on top of the rule that matched. `onRemove` is null for the first, which stays (part 2 §5).
 */
export function CohortCard({
  control,
  index,
  themes,
  onRemove,
}: {
  control: Control<ExperimentForm>;
  index: number;
  themes: { value: string; label: string }[];
  onRemove: (() => void) | null;
}) {
  const path = `cohorts.${index}` as const;
  return (
    <Fieldset legend={cohortTitle(index)}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name={`${path}.name`} label="Cohort Name" withAsterisk />
          <PercentField
            control={control}
            name={`${path}.cohort_percentage`}
            label="Cohort Percentage"
            withAsterisk
          />
          <SelectField
            control={control}
            name={`${path}.parley_override_setting`}
            label={`${PRODUCT_TERM} Override`}
            data={PARLEY_OVERRIDE_OPTIONS}
            allowDeselect={false}
          />
          <NullableSelectField
            control={control}
            name={`${path}.override_theme_id`}
            label="Theme Override"
            options={themes}
          />
          <NullableSelectField
            control={control}
            name={`${path}.algorithm_version`}
            label="Algorithm Version"
            options={VERSION_OPTIONS}
          />
          <PercentField
            control={control}
            name={`${path}.target_discount_percentage`}
            label="Target Discount"
          />
        </SimpleGrid>
        <JsonField control={control} name={`${path}.hyper_parameters`} label="Hyper-parameters" />
        <CohortFeatures control={control} cohort={index} />
        {onRemove ? (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={onRemove}
              aria-label={`Remove ${cohortTitle(index)}`}
            >
              Remove Cohort
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
