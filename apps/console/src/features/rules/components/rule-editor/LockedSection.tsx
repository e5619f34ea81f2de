import { Stack, Text } from '@mantine/core';
import { LockedFeatureButton } from '../../../../components/LockedFeatureButton';

/** Stands in for a section the retailer's plan lacks, with the way to the billing page. */
export function LockedSection({
  message,
  retailerId,
}: {
  message: string;
  retailerId: string | null;
}) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {message}
      </Text>
      {retailerId ? <LockedFeatureButton retailerId={retailerId} /> : null}
    </Stack>
  );
}
