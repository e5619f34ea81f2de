import { Stack, Text } from '@mantine/core';
import { MSG } from '@parley/contract';
import { useWatch } from 'react-hook-form';
import { SwitchField } from '../../../../components/form/ToggleFields';
import { hasPlanFeature, type EditorSettings } from './editor-settings';
import { ruleField } from './fields';
import { LockedSection } from './LockedSection';
import { useRuleForm } from './use-rule-form';

/** Recovered Parleys (plan feature abandoned_parleys); never for cart rules. */
export function RetargetingTab({ settings }: { settings: EditorSettings }) {
  const { control } = useRuleForm();
  const matchType = useWatch({ control, name: 'match_type' });
  if (!hasPlanFeature(settings, 'abandoned_parleys')) {
    return <LockedSection message={MSG.ruleNeedsRecovered} retailerId={settings.retailerId} />;
  }
  const cart = matchType === 'cart';
  return (
    <Stack gap={4}>
      <SwitchField {...ruleField(control, 'recovered_parleys')} disabled={cart} />
      {cart ? (
        <Text size="sm" c="dimmed">
          {MSG.recoveredNotForCart}
        </Text>
      ) : null}
    </Stack>
  );
}
