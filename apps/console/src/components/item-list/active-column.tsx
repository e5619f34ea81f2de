import { Switch } from '@mantine/core';
import type { Column } from '../data-table/DataTable';

/** The Active? column: a switch per row, off while that row's change is being saved. */
export function activeColumn<Row>({
  isActive,
  rowKey,
  rowLabel,
  togglingId,
  onToggle,
}: {
  isActive: (row: Row) => boolean;
  rowKey: (row: Row) => string;
  rowLabel: (row: Row) => string;
  /** The row whose switch is being saved, if any. */
  togglingId: string | null;
  onToggle: (row: Row, active: boolean) => void;
}): Column<Row> {
  return {
    key: 'active',
    header: 'Active?',
    width: 90,
    stopRowClick: true,
    cell: (row) => (
      <Switch
        checked={isActive(row)}
        disabled={togglingId === rowKey(row)}
        onChange={(event) => onToggle(row, event.currentTarget.checked)}
        aria-label={`Active: ${rowLabel(row)}`}
      />
    ),
  };
}
