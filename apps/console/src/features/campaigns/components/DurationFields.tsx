import { Group, Text } from '@mantine/core';
import { HOURLY_TIMES } from '@parley/contract';
import { useWatch, type Control } from 'react-hook-form';
import { DateField } from '../../../components/form/DateField';
import { RadioField } from '../../../components/form/RadioField';
import { SelectField } from '../../../components/form/SelectField';
import { hourLabel, type CampaignFormValues } from '../campaign-form';

const DURATION_OPTIONS = [
  { value: 'no-limit', label: 'No time limit' },
  { value: 'limited', label: 'Limited time' },
];
const HOUR_OPTIONS = HOURLY_TIMES.map((value) => ({ value, label: hourLabel(value) }));

/** Magic Link Duration, and its begin and end (dates DD/MM/YYYY, whole hours) when limited. */
export function DurationFields({
  control,
  timezone,
}: {
  control: Control<CampaignFormValues>;
  /** The retailer's timezone, which the dates and hours are in. */
  timezone: string;
}) {
  const limited = useWatch({ control, name: 'duration' }) === 'limited';
  return (
    <>
      <RadioField
        control={control}
        name="duration"
        label="Magic Link Duration"
        withAsterisk
        options={DURATION_OPTIONS}
      />
      {limited ? (
        <>
          <Group align="flex-start">
            <DateField
              control={control}
              name="begin_date"
              label="Begin Date"
              withAsterisk
              w={180}
            />
            <SelectField
              control={control}
              name="begin_time"
              label="Begin Time"
              data={HOUR_OPTIONS}
              withAsterisk
              w={160}
            />
          </Group>
          <Group align="flex-start">
            <DateField control={control} name="end_date" label="End Date" withAsterisk w={180} />
            <SelectField
              control={control}
              name="end_time"
              label="End Time"
              data={HOUR_OPTIONS}
              withAsterisk
              w={160}
            />
          </Group>
          <Text size="sm" c="dimmed">
            Dates and times are in your store&apos;s timezone ({timezone}).
          </Text>
        </>
      ) : null}
    </>
  );
}
