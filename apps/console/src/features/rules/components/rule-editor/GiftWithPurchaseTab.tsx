import { Anchor, Stack, Table } from '@mantine/core';
import { ADDON_TYPE_LABELS, MSG, type TAddonItem } from '@parley/contract';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { catalogueLinks, GIFT_CURRENCY } from '../../../catalogue';
import { MultiSelectField } from '../../../../components/form/SelectField';
import { formatMoney } from '../../../../lib/format';
import { hasPlanFeature, type EditorSettings } from './editor-settings';
import { ruleField } from './fields';
import { LockedSection } from './LockedSection';
import { useRuleForm } from './use-rule-form';

/** The gifts the rule offers, in the order chosen (plan feature addons). */
export function GiftWithPurchaseTab({
  settings,
  addonItems,
}: {
  settings: EditorSettings;
  addonItems: TAddonItem[];
}) {
  const { control } = useRuleForm();
  const chosenIds = useWatch({ control, name: 'addons' });
  if (!hasPlanFeature(settings, 'addons')) {
    return <LockedSection message={MSG.ruleNeedsAddons} retailerId={settings.retailerId} />;
  }
  const byId = new Map(addonItems.map((item) => [item.addon_item_id, item]));
  const chosen = chosenIds.flatMap((id) => byId.get(id) ?? []);
  const { retailerId } = settings;
  return (
    <Stack>
      <MultiSelectField
        {...ruleField(control, 'addons')}
        data={addonItems.map((item) => ({ value: item.addon_item_id, label: item.name }))}
        searchable
      />
      {chosen.length > 0 ? (
        <Table aria-label="Chosen gifts with purchase">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Display value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chosen.map((item) => (
              <Table.Tr key={item.addon_item_id}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td>{ADDON_TYPE_LABELS[item.addon_type]}</Table.Td>
                <Table.Td>{formatMoney(Number(item.display_value), GIFT_CURRENCY)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {retailerId ? (
        <Anchor component={Link} to={catalogueLinks.addonItems.list({ retailerId })} size="sm">
          Manage gifts with purchase
        </Anchor>
      ) : null}
    </Stack>
  );
}
