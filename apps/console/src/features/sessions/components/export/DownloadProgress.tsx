import { Paper, Progress, Stack, Text } from '@mantine/core';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * An export on its way: the file is streamed as the server reads it, so there is no total to
 * measure against; the bar moves and the bytes received count up.
 */
export function DownloadProgress({ filename, bytes }: { filename: string; bytes: number }) {
  return (
    <Paper withBorder p="sm" radius="md" role="status" aria-label="Export progress">
      <Stack gap={6}>
        <Text size="sm">
          Downloading {filename}
          {bytes > 0 ? ` (${sizeOf(bytes)} received)` : '…'}
        </Text>
        <Progress value={100} animated striped aria-label={`Downloading ${filename}`} />
      </Stack>
    </Paper>
  );
}
