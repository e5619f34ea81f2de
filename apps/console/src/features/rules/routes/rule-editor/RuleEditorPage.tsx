import { Paper, Stack, Tabs } from '@mantine/core';
import type { TAddonItem, TCohort, TStoreCategory, TStoreProduct } from '@parley/contract';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { notify } from '../../../../components/feedback/notify';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { PageHeader } from '../../../../components/PageHeader';
import { BasicSettingsTab } from '../../components/rule-editor/BasicSettingsTab';
import { BehaviouralTab } from '../../components/rule-editor/BehaviouralTab';
import type {
  EditorSettings,
  RetailerSearch,
  StoreSearch,
} from '../../components/rule-editor/editor-settings';
import type { RuleFormValues } from '../../components/rule-editor/form-model';
import {
  TAB_ORDER,
  describeErrors,
  tabOf,
  type EditorTab,
  type FieldErrors,
  type FormField,
} from '../../components/rule-editor/fields';
import {
  validateRuleForm,
  type RuleSavePayload,
} from '../../components/rule-editor/form-validation';
import { GiftWithPurchaseTab } from '../../components/rule-editor/GiftWithPurchaseTab';
import { ruleResolver } from '../../components/rule-editor/resolver';
import { RetargetingTab } from '../../components/rule-editor/RetargetingTab';
import { ThemeSection, type RuleEditorTheme } from '../../components/rule-editor/ThemeSection';

const TAB_LABELS: Record<EditorTab, string> = {
  basic: 'Basic Settings',
  behavioural: 'Behavioural Tools',
  addons: 'Gift With Purchase',
  retargeting: 'Retargeting',
};

export interface RuleEditorPageProps {
  title: string;
  initialValues: RuleFormValues;
  settings: EditorSettings;
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
  saving: boolean;
  /** Sends the rule; answers the server's field errors (none when it was saved). */
  onSave: (payload: RuleSavePayload) => Promise<FieldErrors>;
  onCancel: () => void;
  cohorts: TCohort[];
  addonItems: TAddonItem[];
  products: StoreSearch<TStoreProduct>;
  categories: StoreSearch<TStoreCategory>;
  retailers: RetailerSearch;
  /** The retailer's theme preview, for a rule of one retailer (none for algorithm rules). */
  theme: RuleEditorTheme | null;
}

export function RuleEditorPage({
  title,
  initialValues,
  settings,
  tab,
  onTabChange,
  saving,
  onSave,
  onCancel,
  cohorts,
  addonItems,
  products,
  categories,
  retailers,
  theme,
}: RuleEditorPageProps) {
  const { context, timezone } = settings;
  const options = useMemo(() => ({ context, timezone }), [context, timezone]);
  const resolver = useMemo(() => ruleResolver(options), [options]);
  const form = useForm<RuleFormValues>({
    defaultValues: initialValues,
    resolver,
    // The first invalid field may be on a tab that is not shown yet: the tab is opened instead.
    shouldFocusError: false,
  });
  const tabs = settings.algorithm ? TAB_ORDER.slice(0, 1) : TAB_ORDER;

  const submit = form.handleSubmit(
    async (values) => {
      // The resolver has just passed these values, so this is the payload it checked.
      const result = validateRuleForm(values, options);
      if (!result.ok) return;
      const serverErrors = await onSave(result.payload);
      const fields = Object.keys(serverErrors) as FormField[];
      for (const field of fields) {
        form.setError(field, { type: 'server', message: serverErrors[field] });
      }
      const firstTab = TAB_ORDER.find((candidate) => fields.some((f) => tabOf(f) === candidate));
      if (firstTab) onTabChange(firstTab);
    },
    () => {
      const result = validateRuleForm(form.getValues(), options);
      if (result.ok) return;
      onTabChange(result.tab);
      notify.danger(describeErrors(result.errors, form.getValues('objective')).join('\n'));
    },
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <PageHeader title={title} actions={<FormActions saving={saving} onCancel={onCancel} />} />
        <Stack>
          <Paper withBorder p="lg">
            <Tabs
              value={tab}
              onChange={(next) => onTabChange(tabs.find((known) => known === next) ?? 'basic')}
            >
              <Tabs.List mb="lg">
                {tabs.map((value) => (
                  <Tabs.Tab key={value} value={value}>
                    {TAB_LABELS[value]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="basic">
                <BasicSettingsTab
                  settings={settings}
                  products={products}
                  categories={categories}
                  retailers={retailers}
                />
              </Tabs.Panel>
              {settings.algorithm ? null : (
                <>
                  <Tabs.Panel value="behavioural">
                    <BehaviouralTab settings={settings} cohorts={cohorts} />
                  </Tabs.Panel>
                  <Tabs.Panel value="addons">
                    <GiftWithPurchaseTab settings={settings} addonItems={addonItems} />
                  </Tabs.Panel>
                  <Tabs.Panel value="retargeting">
                    <RetargetingTab settings={settings} />
                  </Tabs.Panel>
                </>
              )}
            </Tabs>
          </Paper>
          {theme ? <ThemeSection {...theme} /> : null}
        </Stack>
      </form>
    </FormProvider>
  );
}
