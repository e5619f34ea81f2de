import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TThemeConfiguration } from '@parley/contract';
import { IconPalette } from '@tabler/icons-react';
import { ConfiguratorModal, ThemePreviewFrame } from '../../../themes';

/** The theme that applies to the rule's retailer, and its configurator's dialog. */
export interface RuleEditorTheme {
  /** Null while it loads. */
  theme: TThemeConfiguration | null;
  /** Its logo, when it has one. */
  logoUrl: string | null;
  error: string | null;
  /** The configurator's dialog: administrators only (the handoff refuses others). */
  configurator: {
    open: boolean;
    url: string | null;
    error: string | null;
    onOpen: () => void;
    onClose: () => void;
  } | null;
}

export const THEME_SECTION_TITLE = 'Theme';

/**
 * The rule editor's theme preview and theme modal (part 2 §2 Rule editor): how the store's
 * widget looks in the theme that applies to it, and the theme configurator in a dialog.
 */
export function ThemeSection({ theme, logoUrl, error, configurator }: RuleEditorTheme) {
  let preview;
  if (error) {
    preview = (
      <Alert color="red" variant="light" role="alert">
        {error}
      </Alert>
    );
  } else if (!theme) {
    preview = <Skeleton h={420} aria-label="Loading the theme preview" />;
  } else {
    preview = (
      <ThemePreviewFrame theme={theme} logoUrl={logoUrl} title="Store theme preview" height={420} />
    );
  }
  return (
    <Paper withBorder p="lg" component="section" aria-label={THEME_SECTION_TITLE}>
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {THEME_SECTION_TITLE}
            </Title>
            <Text size="sm" c="dimmed">
              How the negotiation button, the chat and the deal panel look on this store.
            </Text>
          </Stack>
          {configurator ? (
            <Button
              variant="default"
              leftSection={<IconPalette size={16} />}
              onClick={configurator.onOpen}
            >
              Theme configurator
            </Button>
          ) : null}
        </Group>
        {preview}
      </Stack>
      {configurator ? (
        <ConfiguratorModal
          opened={configurator.open}
          url={configurator.url}
          error={configurator.error}
          onClose={configurator.onClose}
        />
      ) : null}
    </Paper>
  );
}
