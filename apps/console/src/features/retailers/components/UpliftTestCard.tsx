import { Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  UPLIFT_CONTROL_PERCENTAGES,
  ZStartUpliftTestRequest,
  type TRetailer,
} from '@parley/contract';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { DetailCard } from './DetailCard';

const PERCENTAGE_OPTIONS = UPLIFT_CONTROL_PERCENTAGES.map((value) => ({
  value: String(value),
  label: `${value}%`,
}));

/**
 * Part 1 §2 Uplift A/B Test: a running test shows its start date and rule summary with Terminate;
 * otherwise a control percentage (5 to 50 in steps of 5) and Start.
 */
export function UpliftTestCard({
  retailer,
  onStart,
  onTerminate,
  busy,
}: {
  retailer: TRetailer;
  onStart: (controlCohortPercentage: number) => void;
  onTerminate: () => void;
  busy: boolean;
}) {
  const [percentage, setPercentage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rule = retailer.uplift_test_rule;

  const start = () => {
    const parsed = ZStartUpliftTestRequest.safeParse({
      control_cohort_percentage: percentage ?? undefined,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onStart(parsed.data.control_cohort_percentage);
  };

  return (
    <DetailCard title="Uplift A/B Test">
      {retailer.uplift_test_status === 'running' && rule ? (
        <Stack gap="xs">
          <Text>
            <Text span fw={600}>
              Running since
            </Text>{' '}
            {formatDateTime(rule.created_at)}
          </Text>
          <Text size="sm">{rule.summary}</Text>
          <Group>
            <Button color="red" variant="light" loading={busy} onClick={onTerminate}>
              Terminate Test
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            No uplift test is running. Shoppers in the control cohort are never offered negotiation,
            so that their sales can be compared with everyone else&apos;s.
          </Text>
          <Group align="flex-end">
            <Select
              label="Control percentage"
              placeholder="Select"
              data={PERCENTAGE_OPTIONS}
              value={percentage}
              onChange={(value) => {
                setPercentage(value);
                setError(null);
              }}
              error={error}
              w={200}
            />
            <Button loading={busy} onClick={start}>
              Start Test
            </Button>
          </Group>
        </Stack>
      )}
    </DetailCard>
  );
}
