import { Button, Stack } from '@mantine/core';
import type { TExperiment, TExperimentCohortStats } from '@parley/contract';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/PageHeader';
import { CohortResults } from '../../components/CohortResults';
import { ExperimentSettings } from '../../components/ExperimentSettings';

export interface ExperimentViewPageProps {
  experiment: TExperiment;
  results: TExperimentCohortStats[] | null;
  resultsError: string | null;
  themeName: (themeId: string) => string;
  timezone: string;
  backHref: string;
}

/**
 * A running or ended experiment (part 2 §2, §4): its settings, which can no longer change, and
 * its results per cohort.
 */
export function ExperimentViewPage({
  experiment,
  results,
  resultsError,
  themeName,
  timezone,
  backHref,
}: ExperimentViewPageProps) {
  return (
    <>
      <PageHeader
        title={experiment.name}
        actions={
          <Button component={Link} to={backHref} variant="default">
            Back
          </Button>
        }
      />
      <Stack>
        <ExperimentSettings experiment={experiment} themeName={themeName} timezone={timezone} />
        <CohortResults results={results} error={resultsError} timezone={timezone} />
      </Stack>
    </>
  );
}
