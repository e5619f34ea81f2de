import { Divider, Stack } from '@mantine/core';
import type { TStoreCategory, TStoreProduct } from '@parley/contract';
import { useWatch } from 'react-hook-form';
import { PercentField } from '../../../../components/percent-field/PercentField';
import { TextField } from '../../../../components/form/TextField';
import { SwitchField } from '../../../../components/form/ToggleFields';
import { YesNoField } from '../../../../components/form/RadioField';
import type { EditorSettings, RetailerSearch, StoreSearch } from './editor-settings';
import { changeExperiment } from './transitions';
import { ruleField } from './fields';
import { HyperParameterFields } from './HyperParameterFields';
import { MatchTypeFields } from './MatchTypeFields';
import { ObjectiveFields } from './ObjectiveFields';
import { RetailerSelect } from './RetailerSelect';
import { TimeLimitFields } from './TimeLimitFields';
import { useApplyPatch, useRuleForm } from './use-rule-form';

export function BasicSettingsTab({
  settings,
  products,
  categories,
  retailers,
}: {
  settings: EditorSettings;
  products: StoreSearch<TStoreProduct>;
  categories: StoreSearch<TStoreCategory>;
  retailers: RetailerSearch;
}) {
  const { control } = useRuleForm();
  const matchType = useWatch({ control, name: 'match_type' });
  return (
    <Stack>
      <TextField {...ruleField(control, 'name')} required />
      {settings.chooseRetailer ? (
        <RetailerSelect search={retailers} allowAll={settings.admin} />
      ) : null}
      {settings.algorithm ? null : (
        <>
          <MatchTypeFields settings={settings} products={products} categories={categories} />
          <Divider />
          <ObjectiveFields />
          <Divider />
          <YesNoField {...ruleField(control, 'has_free_shipping_included')} required />
          {matchType === 'cart' ? null : (
            <YesNoField {...ruleField(control, 'ask_quantity_first')} required />
          )}
        </>
      )}
      <Divider />
      <TimeLimitFields settings={settings} />
      {settings.admin ? <ExperimentFields /> : null}
      {settings.algorithm ? (
        <>
          <Divider />
          <HyperParameterFields />
        </>
      ) : null}
    </Stack>
  );
}

/** The A/B switch of admin contexts: the rule applies to this share of the traffic. */
function ExperimentFields() {
  const { control } = useRuleForm();
  const apply = useApplyPatch();
  const enabled = useWatch({ control, name: 'experiment_enabled' });
  return (
    <>
      <Divider />
      <SwitchField
        control={control}
        name="experiment_enabled"
        label="A/B test"
        onValueChange={(checked) => apply(changeExperiment(checked))}
      />
      {enabled ? <PercentField {...ruleField(control, 'experiment_percentage')} required /> : null}
    </>
  );
}
