import { Anchor, Stack, Text } from '@mantine/core';
import {
  DELAY_SECONDS_MIN,
  DELAY_SECONDS_STEP,
  DISPLAY_SETTINGS,
  MINIMUM_VISITS_MIN,
  MSG,
  type TCohort,
} from '@parley/contract';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { catalogueLinks } from '../../../catalogue';
import { NumberField } from '../../../../components/form/NumberField';
import { RadioField } from '../../../../components/form/RadioField';
import { MultiSelectField } from '../../../../components/form/SelectField';
import { SwitchField } from '../../../../components/form/ToggleFields';
import { hasPlanFeature, type EditorSettings } from './editor-settings';
import {
  changeAvailability,
  changeCohortRestriction,
  changeCohorts,
  changeDelaySeconds,
  changeDisplaySetting,
  changeMinimumVisits,
} from './transitions';
import { ruleField } from './fields';
import { LockedSection } from './LockedSection';
import { useApplyPatch, useRuleForm } from './use-rule-form';

const DISPLAY_LABELS = { always: 'Always', delay: 'After a delay', exit_intent: 'On exit intent' };

/**
 * When and to whom the negotiation button shows (plan feature behavioural_rules), and
 * signposting (plan feature signposting). Cohorts need the retailer feature user_cohorts.
 */
export function BehaviouralTab({
  settings,
  cohorts,
}: {
  settings: EditorSettings;
  cohorts: TCohort[];
}) {
  const { control } = useRuleForm();
  const apply = useApplyPatch();
  const [display, signposting] = useWatch({
    control,
    name: ['display_setting', 'signposting_enabled'],
  });
  if (!hasPlanFeature(settings, 'behavioural_rules')) {
    return (
      <LockedSection message={MSG.ruleNeedsBehaviouralRules} retailerId={settings.retailerId} />
    );
  }
  const { retailerId } = settings;
  const signpostingPlan = hasPlanFeature(settings, 'signposting');
  return (
    <Stack>
      <RadioField
        {...ruleField(control, 'availability')}
        required
        options={[
          { value: 'always', label: 'All the time' },
          { value: 'limited', label: 'Limited by behaviour' },
        ]}
        onValueChange={(value) =>
          apply(changeAvailability(value === 'always' ? 'always' : 'limited'))
        }
      />
      <RadioField
        {...ruleField(control, 'display_setting')}
        required
        options={DISPLAY_SETTINGS.map((value) => ({ value, label: DISPLAY_LABELS[value] }))}
        onValueChange={(value) => {
          const setting = DISPLAY_SETTINGS.find((known) => known === value);
          if (setting) apply(changeDisplaySetting(setting));
        }}
      />
      {display === 'delay' ? (
        <NumberField
          {...ruleField(control, 'delay_seconds')}
          min={DELAY_SECONDS_MIN}
          step={DELAY_SECONDS_STEP}
          allowDecimal={false}
          required
          onValueChange={(value) => apply(changeDelaySeconds(value))}
        />
      ) : null}
      <NumberField
        {...ruleField(control, 'minimum_visit_number')}
        placeholder={String(MINIMUM_VISITS_MIN)}
        min={MINIMUM_VISITS_MIN}
        allowDecimal={false}
        onValueChange={(value) => apply(changeMinimumVisits(value))}
      />
      <RadioField
        {...ruleField(control, 'cohort_restriction')}
        required
        options={[
          { value: 'all_users', label: 'All users' },
          { value: 'cohorts', label: 'Specific user cohorts', disabled: !settings.userCohorts },
        ]}
        onValueChange={(value) =>
          apply(changeCohortRestriction(value === 'cohorts' ? 'cohorts' : 'all_users'))
        }
      />
      {settings.userCohorts ? (
        <Stack gap={4}>
          <MultiSelectField
            {...ruleField(control, 'cohort_ids')}
            data={cohorts.map((cohort) => ({ value: cohort.cohort_id, label: cohort.name }))}
            searchable
            onValueChange={(ids) => apply(changeCohorts(ids))}
          />
          {retailerId ? (
            <Anchor component={Link} to={catalogueLinks.cohorts.list({ retailerId })} size="sm">
              Manage user cohorts
            </Anchor>
          ) : null}
        </Stack>
      ) : null}
      <Stack gap={4}>
        <SwitchField
          {...ruleField(control, 'signposting_enabled')}
          // Without the plan feature it can only be switched off.
          disabled={!signpostingPlan && !signposting}
        />
        {signpostingPlan ? null : (
          <Text size="sm" c="dimmed">
            {MSG.ruleNeedsSignposting}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
