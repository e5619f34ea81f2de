import { Button, Tooltip } from '@mantine/core';
import type { TReason } from '@parley/contract';
import { IconBuildingStore, IconPlus, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Column } from '../../../../components/data-table/DataTable';
import { RowLink } from '../../../../components/data-table/row-kit';
import { activeColumn } from '../../../../components/item-list/active-column';
import { ItemTable } from '../../../../components/item-list/ItemTable';
import { PageHeader } from '../../../../components/PageHeader';
import { REASON_ITEM } from '../../links';

export interface ReasonListPageProps {
  title: string;
  /** The Type column, shown only when no retailer is in scope (the global list). */
  showType: boolean;
  reasons: TReason[] | undefined;
  loadError: string | null;
  /** A refused Active? switch: the server's message, shown above the list. */
  toggleError: string | null;
  newHref: string;
  editHref: (reason: TReason) => string;
  /** The reason whose switch is being saved, if any. */
  togglingId: string | null;
  onOpen: (reason: TReason) => void;
  onToggleActive: (reason: TReason, active: boolean) => void;
  onDelete: (reason: TReason) => void;
}

/** Reasons and Reasons global (part 2 §2 Reasons): Text, Type, Active? and the row menu. */
export function ReasonListPage({
  title,
  showType,
  reasons,
  toggleError,
  newHref,
  editHref,
  togglingId,
  onToggleActive,
  ...list
}: ReasonListPageProps) {
  const columns: Column<TReason>[] = [
    {
      key: 'text',
      header: 'Text',
      cell: (reason) => <RowLink to={editHref(reason)}>{reason.reason_text}</RowLink>,
    },
    ...(showType ? [typeColumn] : []),
    activeColumn<TReason>({
      isActive: (reason) => reason.reason_active,
      rowKey: reasonKey,
      rowLabel: reasonText,
      togglingId,
      onToggle: onToggleActive,
    }),
  ];
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button component={Link} to={newHref} leftSection={<IconPlus size={16} />}>
            New {REASON_ITEM}
          </Button>
        }
      />
      <ItemTable
        {...list}
        rows={reasons}
        columns={columns}
        rowKey={reasonKey}
        rowLabel={reasonText}
        emptyMessage="Currently there are no Reasons."
        notice={toggleError}
      />
    </>
  );
}

const reasonKey = (reason: TReason) => reason.reason_id;
const reasonText = (reason: TReason) => reason.reason_text;

const typeColumn: Column<TReason> = {
  key: 'type',
  header: 'Type',
  width: 70,
  cell: (reason) =>
    reason.retailer_id === null ? (
      <Tooltip label="Global">
        <IconWorld size={18} aria-label="Global" role="img" />
      </Tooltip>
    ) : (
      <Tooltip label="Retailer">
        <IconBuildingStore size={18} aria-label="Retailer" role="img" />
      </Tooltip>
    ),
};
