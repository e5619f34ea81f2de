import { Alert, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  EXPORT_WARNING_THRESHOLD,
  SESSION_MSG,
  type TExportFormat,
} from '@parley/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { FormActions } from '../../../../components/form-actions/FormActions';

/**
 * The export modal (part 1 §4): a format, a warning above 3000 sessions, then Download. It closes
 * on Download or Cancel; the download's progress shows on the page.
 */
export function ExportModal({
  opened,
  total,
  onClose,
  onDownload,
}: {
  opened: boolean;
  /** How many sessions the list's filters select. */
  total: number;
  onClose: () => void;
  onDownload: (format: TExportFormat) => void;
}) {
  const [format, setFormat] = useState<TExportFormat>('simple_list');
  return (
    <Modal opened={opened} onClose={onClose} title="Export" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onDownload(format);
        }}
      >
        <Stack>
          <Text size="sm">
            {total === 1 ? '1 session is' : `${total} sessions are`} selected by the filters.
          </Text>
          <Radio.Group
            label="Format"
            value={format}
            onChange={(value) => setFormat(EXPORT_FORMATS.find((f) => f === value) ?? format)}
          >
            <Stack gap="xs" pt="xs">
              {EXPORT_FORMATS.map((value) => (
                <Radio key={value} value={value} label={EXPORT_FORMAT_LABELS[value]} />
              ))}
            </Stack>
          </Radio.Group>
          {total > EXPORT_WARNING_THRESHOLD ? (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
              {SESSION_MSG.exportWarning}
            </Alert>
          ) : null}
          <FormActions submitLabel="Download" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
