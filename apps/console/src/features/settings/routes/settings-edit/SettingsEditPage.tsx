import { Paper, Stack, Tabs } from '@mantine/core';
import type { TGenerateReasonsRequest } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { listErrors, useFormErrors } from '../../../../components/form/form-errors';
import type { UploadImage } from '../../../../components/image-upload/api';
import { PageHeader } from '../../../../components/PageHeader';
import { BrandValuesTab } from '../../components/BrandValuesTab';
import { GeneralSettingsTab } from '../../components/GeneralSettingsTab';
import { GenerateStatementsModal } from '../../components/GenerateStatementsModal';
import {
  emptyStatementCount,
  fieldLabel,
  fillEmptyStatements,
  settingsResolver,
  toSettingsRequest,
  type SettingsForm,
  type SettingsRequest,
  type SettingsTab,
} from '../../components/settings-form';

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
  uploadImage: UploadImage;
  /** Saves the settings and answers them as saved; a refusal it rejects with is shown. */
  onSave: (request: SettingsRequest) => Promise<SettingsForm>;
  onCancel: () => void;
}) {
  const form = useForm<SettingsForm>({
    resolver: settingsResolver,
    defaultValues: initial,
    // The first invalid field may be on the other tab: that tab is opened instead.
    shouldFocusError: false,
  });
  const shownTab = brandValues ? tab : 'general';

  const { submit } = useFormErrors(form, {
    invalidMessage: (errors) => listErrors(errors, (path) => fieldLabel(path).label),
    onFailed: ([first]) => {
      const firstTab = fieldLabel(first ?? '').tab;
      if (firstTab === 'general' || brandValues) onTabChange(firstTab);
    },
  });
  const save = submit(async (values) => form.reset(await onSave(toSettingsRequest(values))));

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
      <form noValidate onSubmit={(event) => void save(event)}>
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
