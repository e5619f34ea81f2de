import { Group, Tooltip } from '@mantine/core';
import type { TExperiment } from '@parley/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Column } from '../../../../components/data-table/DataTable';
import { RowLink } from '../../../../components/data-table/row-kit';
import { activeColumn } from '../../../../components/item-list/active-column';
import { CheckableItemList } from '../../../../components/item-list/CheckableItemList';
import { ItemTable } from '../../../../components/item-list/ItemTable';
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
  timezone,
  newHref,
  editHref,
  selected,
  onSelectedChange,
  togglingId,
  onToggleActive,
  onDelete,
  deleting,
  ...list
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
          activeColumn<TExperiment>({
            isActive: (experiment) => experiment.active,
            rowKey: experimentKey,
            rowLabel: experimentName,
            togglingId,
            onToggle: onToggleActive,
          }),
        ]),
  ];
  const table = {
    ...list,
    rows: experiments,
    columns,
    rowKey: experimentKey,
    rowLabel: experimentName,
  };
  return archive ? (
    <>
      <PageHeader title={title} />
      <ItemTable
        {...table}
        emptyMessage="Currently there are no archived Experiments."
        onDelete={(experiment) => onDelete([experiment])}
      />
    </>
  ) : (
    <CheckableItemList
      {...table}
      title={title}
      newHref={newHref}
      newLabel={`New ${EXPERIMENT_ITEM}`}
      emptyMessage="Currently there are no Experiments. Create one with New Experiment."
      selected={selected}
      onSelectedChange={onSelectedChange}
      deleting={deleting}
      onDelete={onDelete}
    />
  );
}

const experimentKey = (experiment: TExperiment) => experiment.rule_id;
const experimentName = (experiment: TExperiment) => experiment.name;
