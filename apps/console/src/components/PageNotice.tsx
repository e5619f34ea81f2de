import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { refusalMessage } from '../lib/api-error';
import { PageHeader } from './PageHeader';
import { PageLoader } from './PageLoader';

interface PageNoticeProps {
  title: string;
  message: string;
  backHref?: string;
  backLabel?: string;
}

/** In place of a screen the store cannot use, or of an item that cannot be loaded. */
export function PageNotice({ title, message, backHref, backLabel = 'Back' }: PageNoticeProps) {
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

/**
 * What an editor shows in place of an existing item until its query has it: the refusal (with the
 * way back) once it failed, a loader while it loads; null once the item is there, or for a new
 * item (no id), which has nothing to load.
 */
export function unloadedItem(
  itemId: string | null,
  query: { isError: boolean; error: unknown; data: unknown },
  notice: Omit<PageNoticeProps, 'message'>,
): ReactElement | null {
  if (itemId === null) return null;
  if (query.isError) return <PageNotice {...notice} message={refusalMessage(query.error)} />;
  if (!query.data) return <PageLoader />;
  return null;
}
