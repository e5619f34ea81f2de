import {
  ActionIcon,
  Badge,
  Button,
  Collapse,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  CHATTINESS_CATEGORIES,
  DATA_QUALITIES,
  NEGOTIATION_OBJECTIVE_LABELS,
  NEGOTIATION_OBJECTIVES,
  SUMMARY_STATUSES,
  TIME_RANGE_LABELS,
  TIME_RANGES,
  summaryStatusLabel,
  type TFilterOptions,
  type TSessionFilters,
} from '@parley/contract';
import { IconChevronDown, IconChevronUp, IconFilter } from '@tabler/icons-react';
import { DateFilter, FilterSelect, YesNoFilter } from './filter-fields';
import { activeFilterCount, withDate, withFilter, withTimeRange } from './filter-values';
import type { SessionFiltersUpdate } from './use-session-filter-params';

export interface SessionFilterPanelProps {
  values: TSessionFilters;
  /**
   * Every change, as a function of the filters when it is applied: two changes in quick
   * succession must not build both on `values`, the second undoing the first.
   */
  onChange: (update: SessionFiltersUpdate) => void;
  /** The choices from POST /stats {action: 'options'}; undefined while they load. */
  options: TFilterOptions | undefined;
  /** The retailer's timezone: a time range counts its days. */
  timezone: string;
  /** Administrators' Advanced Filters (part 1 §6): data quality, chattiness, the flags. */
  advanced: boolean;
  /** The retailer filter, for administrators viewing across retailers. */
  showRetailer: boolean;
  /** Limited-data retailers have no status filter: they only ever see recoverable sessions. */
  showStatus: boolean;
}

// The status names without a session: a purchase without add-on, a product negotiation.
const STATUS_OPTIONS = SUMMARY_STATUSES.map((status) => ({
  value: status,
  label: summaryStatusLabel(
    {
      summary_status: status,
      negotiation_status: 'ended',
      negotiation_type: 'product',
      addon_item_id: null,
    },
    'list',
  ),
}));
const TIME_RANGE_OPTIONS = TIME_RANGES.map((range) => ({
  value: range,
  label: TIME_RANGE_LABELS[range],
}));
const OBJECTIVE_OPTIONS = NEGOTIATION_OBJECTIVES.map((objective) => ({
  value: objective,
  label: NEGOTIATION_OBJECTIVE_LABELS[objective],
}));

/** `value` when it is one of `list`, else null (a Select hands back plain strings). */
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.find((item) => item === value) ?? null;
const QUALITY_VALUES = [...DATA_QUALITIES, 'all'] as const;
/** The Advanced Filters' yes-or-no flags, in the panel's order. */
const FLAG_FILTERS = [
  { key: 'zeroLength', label: 'Zero-Length' },
  { key: 'hasGenerativeAtoms', label: 'Generative Atoms' },
  { key: 'hasGenerativeComposer', label: 'Generative Composer' },
  { key: 'incorrectIntentInference', label: 'Incorrect Intent Inference' },
  { key: 'incorrectEntityInference', label: 'Incorrect Entity Inference' },
  { key: 'incorrectGptOutput', label: 'Incorrect GPT Output' },
] as const;

/**
 * The shared, collapsible session filter panel with Reset (part 1 §2), used by the sessions list
 * and the dashboard. It holds no state of its own but whether it is open: every change is handed
 * to `onChange`.
 */
export function SessionFilterPanel({
  values,
  onChange,
  options,
  timezone,
  advanced,
  showRetailer,
  showStatus,
}: SessionFilterPanelProps) {
  const [opened, { toggle }] = useDisclosure(true);
  const set =
    <K extends keyof TSessionFilters>(key: K) =>
    (value: TSessionFilters[K] | null) =>
      onChange((current) => withFilter(current, key, value));
  const active = activeFilterCount(values);
  const experiments = options?.experimentalRules ?? [];
  const cohortGroups = [
    ...(options?.cohorts.length
      ? [
          {
            group: 'User Cohorts',
            items: options.cohorts.map((c) => ({ value: c.cohort_id, label: c.name })),
          },
        ]
      : []),
    // Experiment cohorts belong with the experiment filters.
    ...(experiments.length
      ? (options?.cohortExperimentRules ?? []).map((experiment) => ({
          group: experiment.name,
          items: experiment.cohorts.map((c) => ({ value: c.cohort_id, label: c.name })),
        }))
      : []),
  ].filter((group) => group.items.length > 0);
  const qualities = options?.dataQuality.length ? options.dataQuality : DATA_QUALITIES;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Filters">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <IconFilter size={18} aria-hidden />
          <Text fw={600}>Filters</Text>
          {active > 0 ? (
            <Badge variant="light" aria-label={`${active} filters set`}>
              {active}
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs">
          <Button
            variant="subtle"
            size="xs"
            disabled={active === 0}
            onClick={() => onChange(() => ({}))}
          >
            Reset
          </Button>
          <ActionIcon
            variant="subtle"
            onClick={toggle}
            aria-expanded={opened}
            aria-label={opened ? 'Hide filters' : 'Show filters'}
          >
            {opened ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
          </ActionIcon>
        </Group>
      </Group>
      <Collapse in={opened}>
        <Stack gap="md" pt="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {showStatus ? (
              <FilterSelect
                label="Status"
                value={values.summaryStatus}
                data={STATUS_OPTIONS}
                onChange={(value) => set('summaryStatus')(oneOf(SUMMARY_STATUSES, value))}
              />
            ) : null}
            <FilterSelect
              label="Rule"
              value={values.rule}
              data={(options?.rules ?? []).map((r) => ({ value: r.rule_id, label: r.name }))}
              onChange={set('rule')}
            />
            <FilterSelect
              label="Objective"
              value={values.objective}
              data={OBJECTIVE_OPTIONS}
              onChange={(value) => set('objective')(oneOf(NEGOTIATION_OBJECTIVES, value))}
            />
            {cohortGroups.length ? (
              <FilterSelect
                label="Cohort"
                value={values.cohort}
                data={cohortGroups}
                onChange={set('cohort')}
              />
            ) : null}
            <FilterSelect
              label="Time Range"
              value={values.timeRange ?? 'all'}
              data={TIME_RANGE_OPTIONS}
              clearable={false}
              onChange={(value) => {
                const range = oneOf(TIME_RANGES, value);
                if (range) onChange((current) => withTimeRange(current, range, timezone));
              }}
            />
            <DateFilter
              label="Start Date"
              value={values.startDate}
              onChange={(date) => onChange((current) => withDate(current, 'startDate', date))}
            />
            <DateFilter
              label="End Date"
              value={values.endDate}
              onChange={(date) => onChange((current) => withDate(current, 'endDate', date))}
            />
          </SimpleGrid>
          {experiments.length ? (
            <>
              <Divider label="Experiments" labelPosition="left" />
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                <FilterSelect
                  label="Experiment"
                  value={values.experiment}
                  data={experiments.map((r) => ({ value: r.rule_id, label: r.name }))}
                  onChange={set('experiment')}
                />
              </SimpleGrid>
            </>
          ) : null}
          {advanced ? (
            <>
              <Divider label="Advanced Filters" labelPosition="left" />
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                {showRetailer ? (
                  <FilterSelect
                    label="Retailer"
                    placeholder="All Retailers"
                    value={values.retailerId}
                    data={(options?.retailers ?? []).map((r) => ({
                      value: r.retailerId,
                      label: r.name,
                    }))}
                    onChange={set('retailerId')}
                  />
                ) : null}
                <FilterSelect
                  label="Data Quality"
                  value={values.dataQuality}
                  data={[
                    { value: 'all', label: 'All' },
                    ...qualities.map((q) => ({ value: q, label: `${q} or better` })),
                  ]}
                  onChange={(value) => set('dataQuality')(oneOf(QUALITY_VALUES, value))}
                />
                <FilterSelect
                  label="Chattiness"
                  value={values.chattinessCategory}
                  data={(options?.chattinessCategory ?? []).map((c) => ({
                    value: c.category,
                    label: c.name,
                  }))}
                  onChange={(value) =>
                    set('chattinessCategory')(oneOf(CHATTINESS_CATEGORIES, value))
                  }
                />
                {FLAG_FILTERS.map(({ key, label }) => (
                  <YesNoFilter key={key} label={label} value={values[key]} onChange={set(key)} />
                ))}
              </SimpleGrid>
            </>
          ) : null}
        </Stack>
      </Collapse>
    </Paper>
  );
}
