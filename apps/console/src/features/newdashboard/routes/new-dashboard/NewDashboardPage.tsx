import { Alert, Box } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Ref } from 'react';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoader } from '../../../../components/PageLoader';

export const NEW_DASHBOARD_TITLE = 'New Dashboard';

/** The embedded page in a frame filling the content area, or why it could not be opened. */
export function NewDashboardPage({
  url,
  loadError,
  frameRef,
}: {
  url: string | null;
  loadError: string | null;
  frameRef: Ref<HTMLIFrameElement>;
}) {
  let content;
  if (loadError) {
    content = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
        {loadError}
      </Alert>
    );
  } else if (!url) {
    content = <PageLoader />;
  } else {
    content = (
      <Box
        component="iframe"
        ref={frameRef}
        src={url}
        title={NEW_DASHBOARD_TITLE}
        referrerPolicy="no-referrer"
        w="100%"
        // The shell's top bar, this header and the padding take the rest of the window.
        h="calc(100dvh - 190px)"
        mih={480}
        bd={0}
        display="block"
      />
    );
  }
  return (
    <>
      <PageHeader title={NEW_DASHBOARD_TITLE} />
      {content}
    </>
  );
}
