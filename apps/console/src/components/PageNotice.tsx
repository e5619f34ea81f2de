import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from './PageHeader';

/** In place of a screen the store cannot use, or of an item that cannot be loaded. */
export function PageNotice({
  title,
  message,
  backHref,
  backLabel = 'Back',
}: {
  title: string;
  message: string;
  backHref?: string;
  backLabel?: string;
}) {
  return (
    <>
      <PageHeader title={title} />
      <Stack maw={640}>
        <Alert color="blue" variant="light" icon={<IconInfoCircle />} role="status">
          {message}
        </Alert>
        {backHref ? (
          <Group>
            <Button component={Link} to={backHref} variant="default">
              {backLabel}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </>
  );
}
