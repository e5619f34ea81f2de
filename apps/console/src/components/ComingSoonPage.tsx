import { Paper, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { PRODUCT_NAME } from '@parley/contract';
import { useRouteTitle } from './route-title';
import { PageHeader } from './PageHeader';

/** Stands in for the screens that later work delivers; the route and its guards are real. */
export default function ComingSoonPage() {
  const title = useRouteTitle() ?? PRODUCT_NAME;
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center">
          <IconHourglass size={20} style={{ verticalAlign: 'text-bottom', marginRight: 8 }} />
          Coming soon: this screen is not available yet.
        </Text>
      </Paper>
    </>
  );
}
