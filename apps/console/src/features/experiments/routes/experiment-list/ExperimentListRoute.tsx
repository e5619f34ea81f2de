import type { TExperiment } from '@parley/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../../components/feedback/notify';
import { deleteSelected } from '../../../../components/list-page/delete-selected';
import { useRouteTitle } from '../../../../components/route-title';
import { refusalMessage } from '../../../../lib/api-error';
import { useAppContext } from '../../../../lib/app-context';
import { useDeleteExperiments, useExperiments, useSwitchExperiment } from '../../api';
import { EXPERIMENT_ITEM, experimentsLinks } from '../../links';
import { ExperimentListPage } from './ExperimentListPage';
import { useExperimentListContext } from './list-context';

/**
 * /admin/experiments and /admin/experiments-archive (part 2 §2, §4, §7): Active? switches an
 * experiment on (it starts) or off (it ends and moves to the archive); a refusal shows the
 * server's message (§8). Delete asks first.
 */
export default function ExperimentListRoute() {
  const context = useExperimentListContext();
  const title = useRouteTitle() ?? '';
  const navigate = useNavigate();
  const { auth } = useAppContext();
  const list = useExperiments(context);
  const toggle = useSwitchExperiment();
  const remove = useDeleteExperiments(context);
  const [selected, setSelected] = useState<string[]>([]);
  const archive = context === 'experiments-archive';

  const editHref = (experiment: TExperiment) =>
    experimentsLinks.edit({
      experimentId: experiment.rule_id,
      context: archive ? context : undefined,
    });

  const onToggleActive = (experiment: TExperiment, active: boolean) =>
    toggle.mutate(
      { experimentId: experiment.rule_id, active },
      { onError: (error) => notify.failure(error) },
    );

  const onDelete = (chosen: TExperiment[]) => {
    const ids = chosen.map((experiment) => experiment.rule_id);
    deleteSelected({
      item: 'experiment',
      ids,
      remove: (handlers) => remove.mutate(ids, handlers),
      onDeleted: () => notify.deleted(ids.length === 1 ? EXPERIMENT_ITEM : `${EXPERIMENT_ITEM}s`),
      setSelected,
    });
  };

  return (
    <ExperimentListPage
      title={title}
      archive={archive}
      experiments={list.data}
      loadError={list.isError ? refusalMessage(list.error) : null}
      timezone={auth.timezone()}
      newHref={experimentsLinks.new()}
      editHref={editHref}
      selected={selected}
      onSelectedChange={setSelected}
      togglingId={toggle.isPending ? (toggle.variables?.experimentId ?? null) : null}
      onOpen={(experiment) => void navigate(editHref(experiment))}
      onToggleActive={onToggleActive}
      onDelete={onDelete}
      deleting={remove.isPending}
    />
  );
}
