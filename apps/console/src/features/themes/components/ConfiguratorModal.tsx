import { Center, Loader, Modal } from '@mantine/core';
import { EmbeddedPage } from '../../../components/EmbeddedPage';

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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={CONFIGURATOR_TITLE}
      size="90%"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <EmbeddedPage
        url={url}
        error={error}
        title={CONFIGURATOR_TITLE}
        waiting={
          <Center h={320}>
            <Loader aria-label="Opening the theme configurator" />
          </Center>
        }
        height="75dvh"
      />
    </Modal>
  );
}
