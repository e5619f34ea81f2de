import { Alert } from '@mantine/core';
import { CAMPAIGN_TYPES, CAMPAIGN_TYPE_LABELS, MSG } from '@parley/contract';
import { IconClockHour3 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { FormCard } from '../../../../components/form/FormCard';
import { FormMessage } from '../../../../components/form/FormMessage';
import { listErrors, useFormErrors } from '../../../../components/form/form-errors';
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

/** The inputs' labels, naming them in the danger notification. */
const LABELS: Record<string, string> = {
  name: 'Name',
  campaign_type: 'Type',
  product_url: 'Product URL',
  rule_id: 'Rule',
  objective: 'Objective',
  discount_treshold: 'Discount Threshold',
  target_discount_percentage: 'Target Discount',
  walkaway_percentage: 'Walkaway Threshold',
  duration: 'Magic Link Duration',
  begin_date: 'Begin Date',
  begin_time: 'Begin Time',
  end_date: 'End Date',
  end_time: 'End Time',
};

const TYPE_OPTIONS = CAMPAIGN_TYPES.map((value) => ({ value, label: CAMPAIGN_TYPE_LABELS[value] }));

/** A new magic link: its settings, then Save & Generate URL. */
export function CampaignEditorPage({
  timezone,
  rules,
  rulesLoading,
  saving,
  onSubmit,
  onCancel,
}: {
  timezone: string;
  /** The ruleset's rules, for a link to a rule. */
  rules: { value: string; label: string }[];
  rulesLoading: boolean;
  saving: boolean;
  /** Sends the link; a refusal it rejects with is shown under the form and in a notification. */
  onSubmit: (request: CampaignRequest) => Promise<unknown>;
  onCancel: () => void;
}) {
  const resolver = useMemo(() => campaignResolver(timezone), [timezone]);
  const form = useForm<CampaignFormValues>({ resolver, defaultValues: EMPTY_CAMPAIGN_FORM });
  const { control, formState } = form;
  const type = useWatch({ control, name: 'campaign_type' });
  const linkToRule = type === 'link_to_rule';
  const { submit, refusal } = useFormErrors(form, {
    invalidMessage: (errors) =>
      listErrors(errors, (path) =>
        path === 'product_url' && type === 'negotiation_on_cart'
          ? 'Cart URL'
          : (LABELS[path] ?? path),
      ),
  });

  return (
    <FormCard
      title={CAMPAIGN_EDITOR_TITLE}
      maw={720}
      onSubmit={(event) =>
        void submit((values) => onSubmit(campaignRequest(values, timezone)))(event)
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
      <FormMessage error={refusal ?? formState.errors.root?.message ?? null} />
      <FormActions submitLabel="Save & Generate URL" saving={saving} onCancel={onCancel} />
    </FormCard>
  );
}
