import type { Ref } from 'react';
import { EmbeddedPage } from '../../../../components/EmbeddedPage';
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
  return (
    <>
      <PageHeader title={NEW_DASHBOARD_TITLE} />
      <EmbeddedPage
        url={url}
        error={loadError}
        title={NEW_DASHBOARD_TITLE}
        waiting={<PageLoader />}
        // The shell's top bar, this header and the padding take the rest of the window.
        height="calc(100dvh - 190px)"
        frameRef={frameRef}
      />
    </>
  );
}
