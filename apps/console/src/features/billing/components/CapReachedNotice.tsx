import { Alert, Button, Stack, Text } from '@mantine/core';
import { CAP_REACHED_TEXT, capReachedTitle } from '@parley/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { billingLinks } from '../links';

/**
 * A cap has switched negotiation off until the next cycle (part 2 §4, §8): said in the shell and
 * on Account & Plan, with the way out, an upgrade.
 */
export function CapReachedNotice({
  retailerId,
  planName,
}: {
  retailerId: string;
  planName: string;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle />}
      title={capReachedTitle(planName)}
      data-testid="cap-reached-notice"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{CAP_REACHED_TEXT}</Text>
        <Button component={Link} to={billingLinks.planChoice({ retailerId })} color="red" size="xs">
          Upgrade
        </Button>
      </Stack>
    </Alert>
  );
}
