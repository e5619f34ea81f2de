import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MSG } from '@parley/contract';

/**
 * Asks 'Are you sure you want to delete this {item}? …' (or 'these {items}' for several) and
 * runs `onConfirm` only on Delete.
 */
export function confirmDelete({
  item,
  items = `${item}s`,
  count = 1,
  onConfirm,
}: {
  /** Singular, lower case: 'product'. */
  item: string;
  /** Plural, when not just item + 's'. */
  items?: string;
  count?: number;
  onConfirm: () => void;
}) {
  const several = count > 1;
  modals.openConfirmModal({
    title: several ? `Delete ${count} ${items}` : `Delete ${item}`,
    children: <Text size="sm">{MSG.deleteConfirm(several ? items : item, several)}</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
