import { Alert, Box, Center, Loader, Modal } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export const CONFIGURATOR_TITLE = 'Theme configurator';

/**
 * The theme configurator (part 2 §7: the handoff URL "shown in a modal"): the server's page with
 * the real widget on a sample product page, framed while the dialog is open.
 */
export function ConfiguratorModal({
  opened,
  url,
  error,
  onClose,
}: {
  opened: boolean;
  /** The handoff URL; null while it is being asked for. */
  url: string | null;
  error: string | null;
  onClose: () => void;
}) {
  let content;
  if (error) {
    content = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
        {error}
      </Alert>
    );
  } else if (!url) {
    content = (
      <Center h={320}>
        <Loader aria-label="Opening the theme configurator" />
      </Center>
    );
  } else {
    content = (
      <Box
        component="iframe"
        src={url}
        title={CONFIGURATOR_TITLE}
        referrerPolicy="no-referrer"
        w="100%"
        h="75dvh"
        mih={480}
        bd={0}
        display="block"
      />
    );
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={CONFIGURATOR_TITLE}
      size="90%"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {content}
    </Modal>
  );
}
