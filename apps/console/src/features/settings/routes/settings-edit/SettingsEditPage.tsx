import { Paper, Stack, Tabs } from '@mantine/core';
import type { TGenerateReasonsRequest } from '@parley/contract';
import { useForm, type FieldPath } from 'react-hook-form';
import { notify } from '../../../../components/feedback/notify';
import { FormActions } from '../../../../components/form-actions/FormActions';
import type { UploadedImage } from '../../../../components/image-upload/api';
import { PageHeader } from '../../../../components/PageHeader';
import { BrandValuesTab } from '../../components/BrandValuesTab';
import { GeneralSettingsTab } from '../../components/GeneralSettingsTab';
import { GenerateStatementsModal } from '../../components/GenerateStatementsModal';
import {
  emptyStatementCount,
  fieldLabel,
  fillEmptyStatements,
  flattenErrors,
  settingsResolver,
  toSettingsRequest,
  type SettingsForm,
  type SettingsRequest,
  type SettingsTab,
} from '../../components/settings-form';

/** What a save came to: the saved settings, or the server's message per field. */
export type SaveOutcome =
  { saved: SettingsForm } | { fieldErrors: Readonly<Record<string, string>> };

/** The generation dialog's state (open in the URL), for a store with reasons_generation. */
export interface Generation {
  open: boolean;
  generating: boolean;
  suggestions: string[] | null;
  onOpen: () => void;
  onClose: () => void;
  onGenerate: (request: TGenerateReasonsRequest) => void;
}

export const SETTINGS_TITLE = 'Store Settings';

/**
 * Store Settings (part 2 §2): General settings and, with reasons_editing, Brand Values. A form
 * that fails its checks shows each message under its field and all of them in a danger
 * notification, and opens the tab of the first.
 */
export function SettingsEditPage({
  initial,
  brandValues,
  tab,
  onTabChange,
  generation,
  saving,
  uploadImage,
  onSave,
  onCancel,
}: {
  initial: SettingsForm;
  /** The Brand Values tab (reasons_editing). */
  brandValues: boolean;
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  /** Null without reasons_generation. */
  generation: Generation | null;
  saving: boolean;
  uploadImage: (file: File) => Promise<UploadedImage>;
  onSave: (request: SettingsRequest) => Promise<SaveOutcome>;
  onCancel: () => void;
}) {
  const form = useForm<SettingsForm>({
    resolver: settingsResolver,
    defaultValues: initial,
    // The first invalid field may be on the other tab: that tab is opened instead.
    shouldFocusError: false,
  });
  const shownTab = brandValues ? tab : 'general';

  const showErrors = (errors: [string, string][]) => {
    if (errors.length === 0) return;
    const first = fieldLabel(errors[0]![0]).tab;
    if (first === 'general' || brandValues) onTabChange(first);
    notify.danger(
      errors.map(([path, message]) => `${fieldLabel(path).label}: ${message}`).join('\n'),
    );
  };

  const submit = form.handleSubmit(
    async (values) => {
      const outcome = await onSave(toSettingsRequest(values));
      if ('saved' in outcome) {
        form.reset(outcome.saved);
        return;
      }
      const known = Object.entries(outcome.fieldErrors).filter(([path]) =>
        isFormField(form.getValues(), path),
      );
      for (const [path, message] of known) {
        form.setError(path as FieldPath<SettingsForm>, { type: 'server', message });
      }
      if (known.length > 0) onTabChange(fieldLabel(known[0]![0]).tab);
    },
    (errors) => showErrors(flattenErrors(errors)),
  );

  const fillFromSuggestions = (picked: string[]) => {
    const reasons = form.getValues('reasons') ?? [];
    fillEmptyStatements(reasons, picked).forEach((reason, index) => {
      if (reason.text !== reasons[index]?.text) {
        form.setValue(`reasons.${index}.text`, reason.text, {
          shouldDirty: true,
          shouldValidate: true,
        });
      }
    });
    generation?.onClose();
  };

  return (
    <>
      <PageHeader title={SETTINGS_TITLE} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          <Paper withBorder p="lg">
            <Tabs
              value={shownTab}
              onChange={(next) => onTabChange(next === 'brand-values' ? next : 'general')}
            >
              <Tabs.List mb="lg">
                <Tabs.Tab value="general">General settings</Tabs.Tab>
                {brandValues ? <Tabs.Tab value="brand-values">Brand Values</Tabs.Tab> : null}
              </Tabs.List>
              <Tabs.Panel value="general">
                <GeneralSettingsTab form={form} uploadImage={uploadImage} />
              </Tabs.Panel>
              {brandValues ? (
                <Tabs.Panel value="brand-values">
                  <BrandValuesTab control={form.control} onGenerate={generation?.onOpen ?? null} />
                </Tabs.Panel>
              ) : null}
            </Tabs>
          </Paper>
          <FormActions saving={saving} onCancel={onCancel} />
        </Stack>
      </form>
      {generation?.open ? (
        <GenerateStatementsModal
          brandName={form.getValues('name')}
          generating={generation.generating}
          suggestions={generation.suggestions}
          emptyFields={emptyStatementCount(form.getValues('reasons'))}
          onGenerate={generation.onGenerate}
          onUse={fillFromSuggestions}
          onClose={generation.onClose}
        />
      ) : null}
    </>
  );
}

/** Whether a server's field path ('reasons.2.text') names a field of this form. */
function isFormField(values: SettingsForm, path: string): boolean {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}
