import { Alert, Box } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';

/**
 * A page of the server framed in the console (at its single-use handoff URL): why it could not
 * be opened, `waiting` while the URL is asked for, then the frame. The framed page gets no
 * referrer, so the handoff token goes nowhere else.
 */
export function EmbeddedPage({
  url,
  error,
  title,
  waiting,
  height,
  frameRef,
}: {
  /** The handoff URL; null while it is being asked for. */
  url: string | null;
  error: string | null;
  /** The frame's accessible name. */
  title: string;
  waiting: ReactNode;
  height: string;
  frameRef?: Ref<HTMLIFrameElement>;
}) {
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
        {error}
      </Alert>
    );
  }
  if (!url) return waiting;
  return (
    <Box
      component="iframe"
      ref={frameRef}
      src={url}
      title={title}
      referrerPolicy="no-referrer"
      w="100%"
      h={height}
      mih={480}
      bd={0}
      display="block"
    />
  );
}
