import { Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { MSG, RECURRING_DAY_LABELS, RECURRING_DAYS, TIME_LIMIT_MODES } from '@parley/contract';
import { useWatch } from 'react-hook-form';
import { DateField } from '../../../../components/form/DateField';
import { RadioField } from '../../../../components/form/RadioField';
import { SelectField } from '../../../../components/form/SelectField';
import { hasPlanFeature, type EditorSettings } from './editor-settings';
import { changeTimeLimitMode } from './transitions';
import { LockedSection } from './LockedSection';
import { FIELD_LABELS, ruleField } from './fields';
import { END_HOUR_OPTIONS, HOUR_OPTIONS } from './time-limit';
import { useApplyPatch, useRuleForm } from './use-rule-form';

const MODE_OPTIONS = [
  { value: 'no-limit', label: 'No time limit' },
  { value: 'date-range', label: 'Date range' },
  { value: 'recurring', label: 'Recurring' },
] as const;

const DAY_OPTIONS = RECURRING_DAYS.map((day) => ({ value: day, label: RECURRING_DAY_LABELS[day] }));

/**
 * Rule Duration: no limit, a date range (entered in the retailer's timezone, sent in UTC) or a
 * recurring day and hours. Timed rules are a plan feature; a rule that already has time data
 * keeps it editable, and algorithm rules (administrators') are never locked.
 */
export function TimeLimitFields({ settings }: { settings: EditorSettings }) {
  const { control } = useRuleForm();
  const apply = useApplyPatch();
  const mode = useWatch({ control, name: 'time_limit_mode' });
  const unlocked =
    settings.algorithm || settings.keepsTimeLimit || hasPlanFeature(settings, 'timed_rules');
  if (!unlocked) {
    return (
      <Input.Wrapper label={FIELD_LABELS.time_limit_mode} labelElement="div">
        <LockedSection message={MSG.ruleNeedsTimedRules} retailerId={settings.retailerId} />
      </Input.Wrapper>
    );
  }
  return (
    <Stack>
      <RadioField
        {...ruleField(control, 'time_limit_mode')}
        required
        options={MODE_OPTIONS}
        onValueChange={(value) => {
          const chosen = TIME_LIMIT_MODES.find((known) => known === value);
          if (chosen) apply(changeTimeLimitMode(chosen));
        }}
      />
      {mode === 'date-range' ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField {...ruleField(control, 'begin_date')} required />
            <SelectField {...ruleField(control, 'begin_time')} data={HOUR_OPTIONS} required />
            <DateField {...ruleField(control, 'end_date')} required />
            <SelectField {...ruleField(control, 'end_time')} data={HOUR_OPTIONS} required />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Dates and times are in the store&apos;s timezone ({settings.timezone}).
          </Text>
        </>
      ) : null}
      {mode === 'recurring' ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SelectField {...ruleField(control, 'day')} data={DAY_OPTIONS} required />
          <SelectField
            {...ruleField(control, 'local_starts_at_time')}
            data={HOUR_OPTIONS}
            required
          />
          <SelectField
            {...ruleField(control, 'local_ends_at_time')}
            data={END_HOUR_OPTIONS}
            required
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
