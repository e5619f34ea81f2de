import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

const counts = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** While the first start fills the demo store: why its figures are still growing. */
export function DemoFillNotice({ made, target }: { made: number; target: number }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle />}
      role="status"
      mb="md"
      data-testid="demo-fill-notice"
    >
      The demo store is still being filled with simulated negotiations: {counts.format(made)} of{' '}
      {counts.format(target)} made. Its figures grow until it is done.
    </Alert>
  );
}
