import { Alert } from '@mantine/core';
import { CAMPAIGN_TYPES, CAMPAIGN_TYPE_LABELS, MSG } from '@parley/contract';
import { IconClockHour3 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { FormCard } from '../../../../components/form/FormCard';
import { FormMessage } from '../../../../components/form/FormMessage';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import {
  EMPTY_CAMPAIGN_FORM,
  campaignRequest,
  campaignResolver,
  type CampaignFormValues,
  type CampaignRequest,
} from '../../campaign-form';
import { DurationFields } from '../../components/DurationFields';
import { PercentageFields } from '../../components/PercentageFields';

export const CAMPAIGN_EDITOR_TITLE = 'General Magic Link Settings';

const TYPE_OPTIONS = CAMPAIGN_TYPES.map((value) => ({ value, label: CAMPAIGN_TYPE_LABELS[value] }));

/** A new magic link: its settings, then Save & Generate URL. */
export function CampaignEditorPage({
  timezone,
  rules,
  rulesLoading,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  timezone: string;
  /** The ruleset's rules, for a link to a rule. */
  rules: { value: string; label: string }[];
  rulesLoading: boolean;
  saving: boolean;
  /** The server's refusal, shown under the form. */
  error: string | null;
  onSubmit: (request: CampaignRequest) => void;
  onCancel: () => void;
}) {
  const resolver = useMemo(() => campaignResolver(timezone), [timezone]);
  const { control, handleSubmit, formState } = useForm<CampaignFormValues>({
    resolver,
    defaultValues: EMPTY_CAMPAIGN_FORM,
  });
  const type = useWatch({ control, name: 'campaign_type' });
  const linkToRule = type === 'link_to_rule';

  return (
    <FormCard
      title={CAMPAIGN_EDITOR_TITLE}
      maw={720}
      onSubmit={(event) =>
        void handleSubmit((values) => onSubmit(campaignRequest(values, timezone)))(event)
      }
    >
      <TextField control={control} name="name" label="Name" withAsterisk />
      <SelectField
        control={control}
        name="campaign_type"
        label="Type"
        data={TYPE_OPTIONS}
        withAsterisk
        maw={320}
      />
      <TextField
        control={control}
        name="product_url"
        label={type === 'negotiation_on_cart' ? 'Cart URL' : 'Product URL'}
        type="url"
        placeholder="https://"
        withAsterisk
      />
      {linkToRule ? (
        <>
          <SelectField
            control={control}
            name="rule_id"
            label="Rule"
            data={rules}
            searchable
            nothingFoundMessage={rulesLoading ? 'Loading rules…' : 'No rules in your Ruleset'}
            withAsterisk
            maw={420}
          />
          <Alert color="blue" variant="light" icon={<IconClockHour3 />} role="note">
            {MSG.magicLinkRuleLifetime}
          </Alert>
        </>
      ) : null}
      <PercentageFields control={control} disabled={linkToRule} />
      <DurationFields control={control} timezone={timezone} />
      <FormMessage error={error ?? formState.errors.root?.message ?? null} />
      <FormActions submitLabel="Save & Generate URL" saving={saving} onCancel={onCancel} />
    </FormCard>
  );
}
