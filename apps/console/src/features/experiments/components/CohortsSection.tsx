import { Button, Group, Text, TextInput } from '@mantine/core';
import { MAX_COHORTS } from '@parley/contract';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { formatPercentage } from '../../../lib/format';
import { controlPercentageOfForm, copyOfFirst, type ExperimentForm } from '../experiment-form';
import { CohortCard } from './CohortCard';
import { EditorSection } from './EditorSection';

/**
 * The cohorts (part 2 §5): the first cannot be removed, Add Cohort copies it as 'New Cohort',
 * and the control is whatever share of shoppers the cohorts leave (read-only).
 */
export function CohortsSection({
  control,
  themes,
  banner,
}: {
  control: Control<ExperimentForm>;
  themes: { value: string; label: string }[];
  banner: string | null;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'cohorts' });
  const cohorts = useWatch({ control, name: 'cohorts' });
  // The cohorts' own message (their total over 100) is the array's, not any one field's.
  const { errors } = useFormState({ control, name: 'cohorts' });
  const total = errors.cohorts?.root?.message ?? errors.cohorts?.message;
  return (
    <EditorSection title="Cohorts" banner={banner}>
      <Group align="flex-end">
        <TextInput
          label="Control Percentage"
          value={formatPercentage(controlPercentageOfForm(cohorts))}
          readOnly
          variant="filled"
          w={200}
        />
      </Group>
      {total ? (
        <Text c="red" size="sm" role="alert">
          {total}
        </Text>
      ) : null}
      {fields.map((field, index) => (
        <CohortCard
          key={field.id}
          control={control}
          index={index}
          themes={themes}
          onRemove={index === 0 ? null : () => remove(index)}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={fields.length >= MAX_COHORTS}
        onClick={() => {
          const [first] = cohorts;
          if (first) append(copyOfFirst(first));
        }}
        w="fit-content"
      >
        Add Cohort
      </Button>
    </EditorSection>
  );
}
