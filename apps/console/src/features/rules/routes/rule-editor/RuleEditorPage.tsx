import { Paper, Stack, Tabs } from '@mantine/core';
import type { TAddonItem, TCohort, TStoreCategory, TStoreProduct } from '@parley/contract';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { useFormErrors } from '../../../../components/form/form-errors';
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
  fromServerFieldErrors,
  tabOf,
  type EditorTab,
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
  /** Sends the rule; a refusal it rejects with goes under its fields and in a notification. */
  onSave: (payload: RuleSavePayload) => Promise<unknown>;
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
    // A number out of range or two hyper-parameters at odds say so as they are typed.
    mode: 'onChange',
    // The first invalid field may be on a tab that is not shown yet: the tab is opened instead.
    shouldFocusError: false,
  });
  const tabs = settings.algorithm ? TAB_ORDER.slice(0, 1) : TAB_ORDER;

  const { submit } = useFormErrors(form, {
    // A save reports the first tab with a problem, and opens it (part 2 §4).
    invalidMessage: () => {
      const result = validateRuleForm(form.getValues(), options);
      return result.ok ? '' : describeErrors(result.errors, form.getValues('objective')).join('\n');
    },
    toFormErrors: fromServerFieldErrors,
    onFailed: (paths) => {
      const first = TAB_ORDER.find((tab) => paths.some((path) => tabOf(path as FormField) === tab));
      if (first) onTabChange(first);
    },
  });
  const save = submit(async (values) => {
    // The resolver has just passed these values, so this is the payload it checked.
    const result = validateRuleForm(values, options);
    if (result.ok) await onSave(result.payload);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void save(event)}>
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
