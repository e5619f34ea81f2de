import { Button, Stack, Switch, Tooltip } from '@mantine/core';
import type { TReason } from '@parley/contract';
import { IconBuildingStore, IconPencil, IconPlus, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { deleteAction, RowLink } from '../../../../components/data-table/row-kit';
import { FormMessage } from '../../../../components/form/FormMessage';
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
  loadError,
  toggleError,
  newHref,
  editHref,
  togglingId,
  onOpen,
  onToggleActive,
  onDelete,
}: ReasonListPageProps) {
  const columns: Column<TReason>[] = [
    {
      key: 'text',
      header: 'Text',
      cell: (reason) => <RowLink to={editHref(reason)}>{reason.reason_text}</RowLink>,
    },
    ...(showType ? [typeColumn] : []),
    {
      key: 'active',
      header: 'Active?',
      width: 90,
      stopRowClick: true,
      cell: (reason) => (
        <Switch
          checked={reason.reason_active}
          disabled={togglingId === reason.reason_id}
          onChange={(event) => onToggleActive(reason, event.currentTarget.checked)}
          aria-label={`Active: ${reason.reason_text}`}
        />
      ),
    },
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
      <Stack>
        <FormMessage error={loadError ?? toggleError} />
        {loadError ? null : (
          <DataTable
            rows={reasons}
            columns={columns}
            rowKey={(reason) => reason.reason_id}
            rowLabel={(reason) => reason.reason_text}
            emptyMessage="Currently there are no Reasons."
            onRowClick={onOpen}
            rowActions={(reason) => [
              { label: 'Edit', icon: <IconPencil size={16} />, onClick: () => onOpen(reason) },
              deleteAction(() => onDelete(reason)),
            ]}
          />
        )}
      </Stack>
    </>
  );
}

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
