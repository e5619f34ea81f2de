import { Fieldset, Stack } from '@mantine/core';
import {
  API_VERSION_LABELS,
  API_VERSIONS,
  NEGOTIATION_OBJECTIVE_LABELS,
  type TBotTestResponse,
  type TBotTestSessionRequest,
} from '@parley/contract';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormMessage } from '../../../components/form/FormMessage';
import { FormActions } from '../../../components/form-actions/FormActions';
import { MoneyField } from '../../../components/form/NumberField';
import { RadioField } from '../../../components/form/RadioField';
import { SelectField } from '../../../components/form/SelectField';
import { formatMoney } from '../../../lib/format';
import {
  BOT_TEST_OBJECTIVES,
  FIELD_LABELS,
  acceptedRequest,
  botTestResolver,
  contractDirection,
  defaultBotTestForm,
  featureToggles,
  languageOptions,
  languageSelectable,
  profileNamed,
  toggleFeature,
  type BotTestFormValues,
} from '../bot-test-form';
import { FeatureToggles } from './FeatureToggles';

const API_VERSION_OPTIONS = API_VERSIONS.map((value) => ({
  value,
  label: API_VERSION_LABELS[value],
}));
const DIRECTION_LABELS = { down: 'Down (selling)', up: 'Up (buyback)' } as const;
const DIRECTION_OPTIONS = [
  { value: 'down', label: DIRECTION_LABELS.down },
  { value: 'up', label: DIRECTION_LABELS.up },
];
const OBJECTIVE_OPTIONS = BOT_TEST_OBJECTIVES.map((value) => ({
  value,
  label: NEGOTIATION_OBJECTIVE_LABELS[value],
}));

/**
 * What the test negotiates and how. Changing the API version, the negotiation type or the
 * contract profile sets the feature toggles afresh from the chosen profile (part 1 §2); a
 * contract is a v2 (Negotiation as a Service) negotiation only.
 */
export function BotTestForm({
  data,
  locked,
  starting,
  onStart,
}: {
  data: TBotTestResponse;
  /** A test is running: its settings stay on view, unchangeable. */
  locked: boolean;
  starting: boolean;
  onStart: (request: TBotTestSessionRequest) => void;
}) {
  const resolver = useMemo(() => botTestResolver(data), [data]);
  const { control, handleSubmit, getValues, setValue, formState } = useForm<BotTestFormValues>({
    resolver,
    defaultValues: defaultBotTestForm(data),
  });
  const apiVersion = useWatch({ control, name: 'apiVersion' });
  const type = useWatch({ control, name: 'negotiationType' });
  const contractName = useWatch({ control, name: 'contractName' });
  const features = useWatch({ control, name: 'features' });
  const profile = profileNamed(data, contractName);
  const multiLanguage = languageSelectable(data);

  const resetFeatures = () => {
    const values = getValues();
    const chosen = values.negotiationType === 'contract' ? values.contractName : null;
    setValue('features', featureToggles(data, profileNamed(data, chosen)));
  };

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => onStart(acceptedRequest(values, data)))(event)
      }
    >
      <Fieldset variant="unstyled" disabled={locked}>
        <Stack>
          <RadioField
            control={control}
            name="apiVersion"
            label={FIELD_LABELS.apiVersion}
            options={API_VERSION_OPTIONS}
            onValueChange={(value) => {
              if (value === 'v1') setValue('negotiationType', 'product');
              resetFeatures();
            }}
          />
          <RadioField
            control={control}
            name="negotiationType"
            label={FIELD_LABELS.negotiationType}
            description={apiVersion === 'v1' ? 'Contracts are negotiated with v2 only' : undefined}
            options={[
              { value: 'product', label: 'Product' },
              { value: 'contract', label: 'Contract', disabled: apiVersion === 'v1' },
            ]}
            onValueChange={resetFeatures}
          />
          {type === 'contract' ? (
            <SelectField
              control={control}
              name="contractName"
              label={FIELD_LABELS.contractName}
              data={data.available_contract_profiles.map(({ offering }) => offering.contract_name)}
              description={
                profile
                  ? `Opening offer ${formatMoney(profile.initial_bot_offer, 'GBP')}, ${DIRECTION_LABELS[
                      contractDirection(profile)
                    ].toLowerCase()}`
                  : undefined
              }
              withAsterisk
              onValueChange={resetFeatures}
            />
          ) : (
            <>
              <SelectField
                control={control}
                name="negotiationDirection"
                label={FIELD_LABELS.negotiationDirection}
                data={DIRECTION_OPTIONS}
                withAsterisk
              />
              <MoneyField
                control={control}
                name="productPrice"
                label={FIELD_LABELS.productPrice}
                withAsterisk
              />
              <SelectField
                control={control}
                name="objective"
                label={FIELD_LABELS.objective}
                data={OBJECTIVE_OPTIONS}
                withAsterisk
              />
              <MoneyField
                control={control}
                name="walkawayPrice"
                label={FIELD_LABELS.walkawayPrice}
                withAsterisk
              />
            </>
          )}
          <SelectField
            control={control}
            name="language"
            label={FIELD_LABELS.language}
            data={languageOptions(data)}
            disabled={!multiLanguage}
            description={
              multiLanguage ? undefined : 'Other languages need the multi_language feature'
            }
            withAsterisk
          />
          <FeatureToggles
            features={features}
            onToggle={(name, enabled) =>
              setValue('features', toggleFeature(getValues('features'), name, enabled))
            }
          />
          <FormMessage error={formState.errors.root?.message ?? null} />
          {locked ? null : <FormActions submitLabel="Start" saving={starting} />}
        </Stack>
      </Fieldset>
    </form>
  );
}
