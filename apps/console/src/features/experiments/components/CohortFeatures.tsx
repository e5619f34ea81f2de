import { ActionIcon, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import {
  COHORT_FEATURE_LABELS,
  COHORT_FEATURES,
  FEATURE_OVERRIDE_LABELS,
  FEATURE_OVERRIDE_SETTINGS,
} from '@parley/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, type Control } from 'react-hook-form';
import { SelectField } from '../../../components/form/SelectField';
import type { ExperimentForm } from '../experiment-form';
import { JsonField } from './JsonField';

const SETTING_OPTIONS = FEATURE_OVERRIDE_SETTINGS.map((setting) => ({
  value: setting,
  label: FEATURE_OVERRIDE_LABELS[setting],
}));

/**
 * A cohort's features: each rule feature at most once, switched on, off or left as the rule has
 * it, with its own hyper-parameters.
 */
export function CohortFeatures({
  control,
  cohort,
}: {
  control: Control<ExperimentForm>;
  cohort: number;
}) {
  // The features' own `id` is the feature, so the field array keys its rows elsewhere.
  const { fields, append, remove } = useFieldArray({
    control,
    name: `cohorts.${cohort}.cohort_features`,
    keyName: 'key',
  });
  const available = COHORT_FEATURES.filter((feature) => !fields.some((f) => f.id === feature));
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Features
      </Text>
      {fields.map((field, index) => {
        const label = COHORT_FEATURE_LABELS[field.id];
        const path = `cohorts.${cohort}.cohort_features.${index}` as const;
        return (
          <Paper key={field.key} withBorder p="sm">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${label}`}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <SelectField
                control={control}
                name={`${path}.feature_override_setting`}
                label={`${label} Setting`}
                data={SETTING_OPTIONS}
                allowDeselect={false}
              />
              <JsonField
                control={control}
                name={`${path}.hyper_parameters`}
                label={`${label} Hyper-parameters`}
              />
            </Stack>
          </Paper>
        );
      })}
      <Menu position="bottom-start">
        <Menu.Target>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={available.length === 0}
            w="fit-content"
          >
            Add Feature
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {available.map((feature) => (
            <Menu.Item
              key={feature}
              onClick={() =>
                append({
                  id: feature,
                  feature_override_setting: 'no_change',
                  hyper_parameters: '{}',
                })
              }
            >
              {COHORT_FEATURE_LABELS[feature]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
