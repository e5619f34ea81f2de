import { Alert, Box, Text } from '@mantine/core';
import { SIGNIFICANCE_LEVEL, type TSignificance } from '@parley/contract';
import { formatCount, formatDecimal } from '../stat-format';

const pValueText = (p: number) => (p < 0.0001 ? '< 0.0001' : `= ${p.toFixed(4)}`);

/**
 * Part 1 §5: significant at p below 0.05; the exact binomial test below 100 trials. The uplift
 * test's control against its test cohort, and an experiment's two cohorts (part 2 §5).
 */
export function SignificancePanel({ significance }: { significance: TSignificance | null }) {
  if (significance === null) {
    return (
      <Alert color="gray" variant="light" title="Significance">
        Not enough data yet: both cohorts need sessions.
      </Alert>
    );
  }
  return (
    <Box role="region" aria-label="Significance">
      <Alert
        color={significance.significant ? 'teal' : 'yellow'}
        variant="light"
        title={significance.significant ? 'Significant' : 'Not significant'}
      >
        <Text size="sm">
          {significance.significant
            ? `The difference in conversion is significant (p ${pValueText(significance.p_value)}, below ${SIGNIFICANCE_LEVEL}).`
            : `The difference in conversion is not significant yet (p ${pValueText(significance.p_value)}, significant below ${SIGNIFICANCE_LEVEL}).`}
        </Text>
        <Text size="xs" c="dimmed">
          {significance.test === 'exact binomial' ? 'Exact binomial test' : 'Two-proportion z-test'}{' '}
          on {formatCount(significance.trials)} trials
          {significance.z === null ? '' : `, z = ${formatDecimal(significance.z)}`}
        </Text>
      </Alert>
    </Box>
  );
}
