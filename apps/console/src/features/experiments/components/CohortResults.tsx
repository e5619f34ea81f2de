import { Loader, Stack, Table, Text } from '@mantine/core';
import { MSG, type TExperimentCohortStats } from '@parley/contract';
import type { ReactNode } from 'react';
import { FormMessage } from '../../../components/form/FormMessage';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/format';
import { formatCount, formatShare, SignificancePanel } from '../../dashboard';
import { EditorSection } from './EditorSection';

export const RESULTS_PENDING =
  'No results yet: they will appear here after the first daily update.';

/** A figure of the table: its row's name and how one cohort's value reads. */
interface Figure {
  label: string;
  value: (stats: TExperimentCohortStats) => ReactNode;
}

// Revenue sums the experiment's stores, whose currencies may differ: amounts go bare.
const money = (value: number | null) => formatMoney(value, null);

const GROUPS: { title: string | null; figures: Figure[] }[] = [
  {
    title: null,
    figures: [
      { label: 'Shoppers', value: (s) => formatCount(s.shoppers) },
      { label: 'Buyers', value: (s) => formatCount(s.buyers) },
      { label: 'Conversion', value: (s) => formatShare(s.conversion) },
    ],
  },
  {
    title: 'Browsers',
    figures: [
      { label: 'Sessions', value: (s) => formatCount(s.browsers.sessions) },
      { label: 'Sales', value: (s) => formatCount(s.browsers.sales) },
      { label: 'Revenue', value: (s) => money(s.browsers.revenue) },
      { label: 'AOV', value: (s) => money(s.browsers.aov) },
    ],
  },
  {
    title: 'Chats',
    figures: [
      { label: 'Sessions', value: (s) => formatCount(s.chats.sessions) },
      { label: 'Agreed Deals', value: (s) => formatCount(s.chats.agreedDeals) },
      { label: 'Sales', value: (s) => formatCount(s.chats.sales) },
      { label: 'Revenue', value: (s) => money(s.chats.revenue) },
    ],
  },
];

/** The latest time any cohort's figures were computed. */
const latestUpdate = (results: TExperimentCohortStats[]) =>
  results
    .map((stats) => stats.updated_at)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1) ?? null;

/**
 * The results of a running or ended experiment (part 2 §2, §3 Cohort stats): each cohort's
 * browsers and chats, as last computed once a day; with exactly two cohorts, whether their
 * conversions differ significantly (part 2 §5).
 */
export function CohortResults({
  results,
  error,
  timezone,
}: {
  /** Every cohort's, in the experiment's order; null while they are read. */
  results: TExperimentCohortStats[] | null;
  error: string | null;
  timezone: string;
}) {
  const updatedAt = results ? latestUpdate(results) : null;
  return (
    <EditorSection title="Results">
      <Text size="sm" c="dimmed">
        {MSG.experimentResultsDaily}
      </Text>
      {error ? <FormMessage error={error} /> : null}
      {!error && results === null ? <Loader size="sm" aria-label="Loading results" /> : null}
      {results && updatedAt === null ? <Text>{RESULTS_PENDING}</Text> : null}
      {results && updatedAt !== null ? (
        <Stack>
          <Text size="sm">Figures as of {formatDateTime(updatedAt, timezone)}</Text>
          <ResultsTable results={results} />
          {results.length === 2 ? (
            <SignificancePanel
              significance={results.find((stats) => stats.significance)?.significance ?? null}
            />
          ) : null}
        </Stack>
      ) : null}
    </EditorSection>
  );
}

function ResultsTable({ results }: { results: TExperimentCohortStats[] }) {
  return (
    <Table.ScrollContainer minWidth={400}>
      <Table withTableBorder fz="sm" aria-label="Cohort results">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Figure</Table.Th>
            {results.map((stats) => (
              <Table.Th key={stats.cohort_id} ta="right">
                {stats.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {GROUPS.flatMap(({ title, figures }) => [
            ...(title
              ? [
                  <Table.Tr key={title}>
                    <Table.Th colSpan={results.length + 1}>{title}</Table.Th>
                  </Table.Tr>,
                ]
              : []),
            ...figures.map((figure) => (
              <Table.Tr key={`${title ?? ''}${figure.label}`}>
                <Table.Th scope="row" fw={400}>
                  {figure.label}
                </Table.Th>
                {results.map((stats) => (
                  <Table.Td key={stats.cohort_id} ta="right">
                    {figure.value(stats)}
                  </Table.Td>
                ))}
              </Table.Tr>
            )),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
