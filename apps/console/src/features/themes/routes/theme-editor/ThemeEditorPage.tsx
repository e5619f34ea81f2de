import { Alert, Box, Button, Grid, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import {
  CHAT_LANGUAGES,
  CHAT_LANGUAGE_NAMES,
  DEFAULT_CHAT_LANGUAGE,
  MSG,
  THEME_LOGO_HEIGHT,
  THEME_LOGO_MAX_WIDTH,
  THEME_SECTIONS,
  IMAGE_CONTENT_TYPES_OF,
} from '@parley/contract';
import { IconInfoCircle, IconMap } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { FormMessage } from '../../../../components/form/FormMessage';
import { useFormErrors } from '../../../../components/form/form-errors';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import type { UploadImage } from '../../../../components/image-upload/api';
import { ImageIdField } from '../../../../components/image-upload/ImageUploadField';
import { PageHeader } from '../../../../components/PageHeader';
import { StyleGuideModal, STYLE_GUIDE_TITLE } from '../../components/StyleGuide';
import { TAB_FIELDS } from '../../components/theme-fields';
import { ThemeFieldGroups } from '../../components/ThemeFields';
import { ThemePreviewFrame } from '../../components/ThemePreviewFrame';
import {
  ThemeRetailerSelect,
  type ThemeRetailerSearch,
} from '../../components/ThemeRetailerSelect';
import {
  THEME_TABS,
  failingSection,
  knownTab,
  sectionOfPath,
  tabOf,
  themeResolver,
  toSaveBody,
  type ThemeForm,
  type ThemeSaveBody,
} from '../../theme-form';

export const LOGO_LABEL = 'Logo';
const LANGUAGE_OPTIONS = CHAT_LANGUAGES.map((code) => ({
  value: code,
  label: `${CHAT_LANGUAGE_NAMES[code]} (${code})`,
}));

export interface ThemeEditorPageProps {
  title: string;
  initial: ThemeForm;
  /** A clone not yet saved: it applies to no store until it is. */
  unassigned: boolean;
  /** The open tab (?tab=…). */
  tab: string;
  onTabChange: (tab: string) => void;
  /** The style guide's dialog (?guide=open). */
  guideOpen: boolean;
  onGuideChange: (open: boolean) => void;
  saving: boolean;
  retailers: ThemeRetailerSearch;
  uploadLogo: UploadImage;
  /** Sends the theme; a refusal it rejects with goes under its fields and in a notification. */
  onSave: (body: ThemeSaveBody) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The theme editor (part 2 §2 Themes, §4, §5): the main settings, the six tabs of the widget's
 * parts and, beside them, the live preview of the theme as edited. An invalid save opens the
 * first failing tab in THEME_SECTIONS order (the main settings last) and names it in the banner.
 */
export function ThemeEditorPage({
  title,
  initial,
  unassigned,
  tab,
  onTabChange,
  guideOpen,
  onGuideChange,
  saving,
  retailers,
  uploadLogo,
  onSave,
  onCancel,
}: ThemeEditorPageProps) {
  const form = useForm<ThemeForm>({
    resolver: themeResolver,
    defaultValues: initial,
    // The first invalid field may be on a tab that is not shown: that tab is opened instead.
    shouldFocusError: false,
  });
  const { control } = form;
  const [configuration, logoUrl] = useWatch({
    control,
    name: ['theme_configuration', 'logo_image_url'],
  });

  // The first failing section in THEME_SECTIONS order; the main settings are above the tabs.
  const openFirstSection = (paths: string[]) => {
    const sections = paths.map(sectionOfPath);
    const first = THEME_SECTIONS.find((entry) => sections.includes(entry.section))?.section;
    if (first) onTabChange(tabOf(first));
  };
  const { submit, invalid } = useFormErrors(form, {
    invalidMessage: (errors) => MSG.themeSaveFailed(failingSection(errors)),
    onFailed: openFirstSection,
  });
  const save = submit((values) => onSave(toSaveBody(values)));

  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <PageHeader
        title={title}
        actions={
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconMap size={16} />}
              onClick={() => onGuideChange(true)}
            >
              {STYLE_GUIDE_TITLE}
            </Button>
            <FormActions saving={saving} onCancel={onCancel} />
          </Group>
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack>
            <FormMessage error={invalid} />
            {unassigned ? (
              <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
                This theme is not assigned: it applies to no store until it is saved with its
                retailer and language.
              </Alert>
            ) : null}
            <Paper withBorder p="lg">
              <Stack>
                <TextField control={control} name="name" label="Name" withAsterisk />
                <SelectField
                  control={control}
                  name="language_code"
                  label="Language Code"
                  placeholder={DEFAULT_CHAT_LANGUAGE}
                  data={LANGUAGE_OPTIONS}
                  allowDeselect={false}
                  withAsterisk
                />
                <ThemeRetailerSelect control={control} search={retailers} />
                {/* The logo: its id is what is saved, its URL what is shown (and previewed). */}
                <ImageIdField
                  control={control}
                  idName="logo_image_id"
                  urlName="logo_image_url"
                  label={LOGO_LABEL}
                  description={`PNG, JPEG or WebP, ${THEME_LOGO_HEIGHT} px high and at most ${THEME_LOGO_MAX_WIDTH} px wide.`}
                  accept={IMAGE_CONTENT_TYPES_OF.theme_logo}
                  upload={uploadLogo}
                />
              </Stack>
            </Paper>
            <Paper withBorder p="lg">
              <Tabs
                value={knownTab(tab)}
                onChange={(next) => onTabChange(knownTab(next ?? ''))}
                keepMounted={false}
              >
                <Tabs.List mb="lg">
                  {THEME_TABS.map((entry) => (
                    <Tabs.Tab key={entry.tab} value={entry.tab}>
                      {entry.label}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {THEME_TABS.map((entry) => (
                  <Tabs.Panel key={entry.tab} value={entry.tab}>
                    <ThemeFieldGroups control={control} groups={TAB_FIELDS[entry.section]} />
                  </Tabs.Panel>
                ))}
              </Tabs>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Box pos="sticky" top={16}>
            <Title order={3} size="h4" mb="xs">
              Preview
            </Title>
            <ThemePreviewFrame theme={configuration} logoUrl={logoUrl} />
          </Box>
        </Grid.Col>
      </Grid>
      <StyleGuideModal opened={guideOpen} onClose={() => onGuideChange(false)} />
    </form>
  );
}
