import { Badge, Code, Group, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  COHORT_FEATURE_LABELS,
  FEATURE_OVERRIDE_LABELS,
  NEGOTIATION_OBJECTIVE_LABELS,
  PARLEY_OVERRIDE_LABELS,
  PRODUCT_TERM,
  type TExperiment,
  type TExperimentCohort,
} from '@parley/contract';
import { TableHeader } from '../../../components/data-table/TableHeader';
import { formatDate, formatPercentage } from '../../../lib/format';
import { EditorSection } from './EditorSection';

/** One setting, shown and never edited. */
const Setting = ({ label, value }: { label: string; value: string }) => (
  <TextInput label={label} value={value} readOnly variant="filled" />
);

const json = (value: Record<string, unknown>) =>
  Object.keys(value).length === 0 ? 'None' : JSON.stringify(value);

/**
 * A running or ended experiment's settings, read-only (part 2 §2, §4): general settings, its
 * stores, and each cohort with what it overrides, beside the control's share.
 */
export function ExperimentSettings({
  experiment,
  themeName,
  timezone,
}: {
  experiment: TExperiment;
  /** A theme's name by id; the id itself for a theme no longer listed. */
  themeName: (themeId: string) => string;
  timezone: string;
}) {
  return (
    <>
      <EditorSection title="General">
        <Group>
          <Badge color={experiment.active ? 'teal' : 'gray'} variant="light">
            {experiment.active ? 'Running' : 'Ended'}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Setting label="Name" value={experiment.name} />
          <Setting
            label="Objective"
            value={
              experiment.objective ? NEGOTIATION_OBJECTIVE_LABELS[experiment.objective] : 'Any'
            }
          />
          <Setting label="Started at" value={formatDate(experiment.starts_at, timezone)} />
          <Setting label="Ended at" value={formatDate(experiment.ends_at, timezone)} />
        </SimpleGrid>
        <Setting label="Description" value={experiment.description || '-'} />
      </EditorSection>
      <EditorSection title="Retailers">
        {experiment.retailers.length === 0 ? (
          <Text size="sm" c="dimmed">
            No retailers.
          </Text>
        ) : (
          <Text size="sm">{experiment.retailers.map((retailer) => retailer.name).join(', ')}</Text>
        )}
      </EditorSection>
      <EditorSection title="Cohorts">
        <Setting
          label="Control Percentage"
          value={formatPercentage(experiment.control_percentage)}
        />
        <Table.ScrollContainer minWidth={600}>
          <Table withTableBorder fz="sm" aria-label="Cohort settings">
            <TableHeader headings={COLUMNS} />
            <Table.Tbody>
              {experiment.cohorts.map((cohort) => (
                <CohortRow key={cohort.cohort_id} cohort={cohort} themeName={themeName} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </EditorSection>
    </>
  );
}

const COLUMNS = [
  'Cohort',
  'Percentage',
  `${PRODUCT_TERM} Override`,
  'Theme Override',
  'Algorithm Version',
  'Target Discount',
  'Hyper-parameters',
  'Features',
];

function CohortRow({
  cohort,
  themeName,
}: {
  cohort: TExperimentCohort;
  themeName: (themeId: string) => string;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row">{cohort.name}</Table.Th>
      <Table.Td>{formatPercentage(cohort.cohort_percentage)}</Table.Td>
      <Table.Td>{PARLEY_OVERRIDE_LABELS[cohort.parley_override_setting]}</Table.Td>
      <Table.Td>{cohort.override_theme_id ? themeName(cohort.override_theme_id) : 'None'}</Table.Td>
      <Table.Td>{cohort.algorithm_version ?? 'None'}</Table.Td>
      <Table.Td>{formatPercentage(cohort.target_discount_percentage)}</Table.Td>
      <Table.Td>
        <Code>{json(cohort.hyper_parameters)}</Code>
      </Table.Td>
      <Table.Td>
        {cohort.cohort_features.length === 0 ? (
          'None'
        ) : (
          <Stack gap={4}>
            {cohort.cohort_features.map((feature) => (
              <Text key={feature.id} size="sm">
                {COHORT_FEATURE_LABELS[feature.id]}:{' '}
                {FEATURE_OVERRIDE_LABELS[feature.feature_override_setting]}
                {Object.keys(feature.hyper_parameters).length > 0 ? (
                  <>
                    {' '}
                    <Code>{json(feature.hyper_parameters)}</Code>
                  </>
                ) : null}
              </Text>
            ))}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
