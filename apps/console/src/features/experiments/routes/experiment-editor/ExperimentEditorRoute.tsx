import type { TExperiment, TExperimentContext, TExperimentSave } from '@parley/contract';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { notify } from '../../../../components/feedback/notify';
import { unloadedItem } from '../../../../components/PageNotice';
import { refusalMessage } from '../../../../lib/api-error';
import { useAppContext } from '../../../../lib/app-context';
import { useRetailerPicker } from '../../../retailers';
import { themeLabel, useThemes } from '../../../themes';
import { useCohortResults, useExperiment, useSaveExperiment } from '../../api';
import { experimentToForm, newExperimentForm } from '../../experiment-form';
import { EXPERIMENT_ITEM, listLinkOf } from '../../links';
import { ExperimentEditorPage } from './ExperimentEditorPage';
import { ExperimentViewPage } from './ExperimentViewPage';

/** The list the screen was opened from (?context=…), where it goes back to. */
const contextOf = (raw: string | null): TExperimentContext =>
  raw === 'experiments-archive' ? raw : 'experiments';

/**
 * /admin/experiments/new and /admin/experiments/{id} (part 2 §1, §2): the editor while the
 * experiment is neither running nor ended, otherwise its settings and results, read-only.
 */
export default function ExperimentEditorRoute() {
  const { itemId } = useParams();
  return <ExperimentScreen key={itemId ?? 'new'} experimentId={itemId ?? null} />;
}

function ExperimentScreen({ experimentId }: { experimentId: string | null }) {
  const [params] = useSearchParams();
  const listHref = listLinkOf(contextOf(params.get('context')));
  const experiment = useExperiment(experimentId);

  const unloaded = unloadedItem(experimentId, experiment, {
    title: EXPERIMENT_ITEM,
    backHref: listHref,
  });
  if (unloaded) return unloaded;
  const loaded = experiment.data ?? null;
  if (loaded && (loaded.active || loaded.archived)) {
    return <ExperimentView experiment={loaded} backHref={listHref} />;
  }
  return <ExperimentEditor experiment={loaded} listHref={listHref} />;
}

function useThemeOptions() {
  const themes = useThemes();
  return (themes.data ?? []).map((theme) => ({ value: theme.theme_id, label: themeLabel(theme) }));
}

function ExperimentEditor({
  experiment,
  listHref,
}: {
  experiment: TExperiment | null;
  listHref: string;
}) {
  const navigate = useNavigate();
  const save = useSaveExperiment();
  const retailers = useRetailerPicker(true);
  const themes = useThemeOptions();

  const onSave = async (body: TExperimentSave) => {
    await save.mutateAsync({ experimentId: experiment?.rule_id ?? null, body });
    if (experiment === null) notify.created(EXPERIMENT_ITEM);
    else notify.saved(EXPERIMENT_ITEM);
    void navigate(listHref);
  };

  return (
    <ExperimentEditorPage
      title={experiment?.name ?? `New ${EXPERIMENT_ITEM}`}
      initial={experiment ? experimentToForm(experiment) : newExperimentForm()}
      saving={save.isPending}
      themes={themes}
      retailers={{ ...retailers, initial: null }}
      onSave={onSave}
      onCancel={() => void navigate(listHref)}
    />
  );
}

function ExperimentView({ experiment, backHref }: { experiment: TExperiment; backHref: string }) {
  const { auth } = useAppContext();
  const results = useCohortResults(experiment);
  const themes = useThemeOptions();
  return (
    <ExperimentViewPage
      experiment={experiment}
      results={results.data ?? null}
      resultsError={results.isError ? refusalMessage(results.error) : null}
      themeName={(themeId) => themes.find((theme) => theme.value === themeId)?.label ?? themeId}
      timezone={auth.timezone()}
      backHref={backHref}
    />
  );
}
