import { Group, Stack, Switch, Tooltip } from '@mantine/core';
import type { TExperiment } from '@parley/contract';
import { IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { deleteAction, RowLink } from '../../../../components/data-table/row-kit';
import { FormMessage } from '../../../../components/form/FormMessage';
import { ListToolbar } from '../../../../components/list-toolbar/ListToolbar';
import { PageHeader } from '../../../../components/PageHeader';
import { formatDate } from '../../../../lib/format';
import { EXPERIMENT_ITEM } from '../../links';

export interface ExperimentListPageProps {
  title: string;
  /** The archive: ended experiments, read-only, with their end date and no switch. */
  archive: boolean;
  experiments: TExperiment[] | undefined;
  loadError: string | null;
  /** The user's timezone, for the dates. */
  timezone: string;
  newHref: string;
  editHref: (experiment: TExperiment) => string;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  /** The experiment whose switch is being saved, if any. */
  togglingId: string | null;
  onOpen: (experiment: TExperiment) => void;
  onToggleActive: (experiment: TExperiment, active: boolean) => void;
  onDelete: (experiments: TExperiment[]) => void;
  deleting: boolean;
}

/**
 * Experiments and Experiments Archive (part 2 §2): the name with its description in a tooltip,
 * Started at, Ended at (archive), the cohorts' count and Active? (not in the archive); New
 * Experiment and Delete selected only outside the archive.
 */
export function ExperimentListPage({
  title,
  archive,
  experiments,
  loadError,
  timezone,
  newHref,
  editHref,
  selected,
  onSelectedChange,
  togglingId,
  onOpen,
  onToggleActive,
  onDelete,
  deleting,
}: ExperimentListPageProps) {
  const columns: Column<TExperiment>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (experiment) => (
        <Group gap={6} wrap="nowrap">
          <RowLink to={editHref(experiment)}>{experiment.name}</RowLink>
          {experiment.description ? (
            <Tooltip label={experiment.description} multiline maw={360}>
              <IconInfoCircle
                size={16}
                role="img"
                aria-label={`Description of ${experiment.name}`}
              />
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'started',
      header: 'Started at',
      cell: (experiment) => formatDate(experiment.starts_at, timezone),
    },
    ...(archive
      ? [
          {
            key: 'ended',
            header: 'Ended at',
            cell: (experiment: TExperiment) => formatDate(experiment.ends_at, timezone),
          },
        ]
      : []),
    { key: 'cohorts', header: 'Cohorts', cell: (experiment) => experiment.cohorts.length },
    ...(archive
      ? []
      : [
          {
            key: 'active',
            header: 'Active?',
            width: 90,
            stopRowClick: true,
            cell: (experiment: TExperiment) => (
              <Switch
                checked={experiment.active}
                disabled={togglingId === experiment.rule_id}
                onChange={(event) => onToggleActive(experiment, event.currentTarget.checked)}
                aria-label={`Active: ${experiment.name}`}
              />
            ),
          },
        ]),
  ];
  const chosen = (experiments ?? []).filter((experiment) => selected.includes(experiment.rule_id));
  return (
    <>
      {archive ? (
        <PageHeader title={title} />
      ) : (
        <ListToolbar
          title={title}
          newHref={newHref}
          newLabel={`New ${EXPERIMENT_ITEM}`}
          chosen={chosen}
          deleting={deleting}
          onDelete={onDelete}
        />
      )}
      <Stack>
        <FormMessage error={loadError} />
        {loadError ? null : (
          <DataTable
            rows={experiments}
            columns={columns}
            rowKey={(experiment) => experiment.rule_id}
            rowLabel={(experiment) => experiment.name}
            emptyMessage={
              archive
                ? 'Currently there are no archived Experiments.'
                : 'Currently there are no Experiments. Create one with New Experiment.'
            }
            selection={archive ? undefined : { selected, onChange: onSelectedChange }}
            onRowClick={onOpen}
            rowActions={(experiment) => [
              { label: 'Edit', icon: <IconPencil size={16} />, onClick: () => onOpen(experiment) },
              deleteAction(() => onDelete([experiment])),
            ]}
          />
        )}
      </Stack>
    </>
  );
}
