import { Anchor, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { TPlanChoice } from '@parley/contract';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PageHeader } from '../../../../components/PageHeader';
import { PlanCard } from '../../components/PlanCard';
import { SpendingLimitModal, type SpendingLimitDialog } from '../../components/SpendingLimitModal';

/** Choose Your Plan (part 2 §2): the plan cards, and the way out without a change. */
export function PlanChoicePage({
  plans,
  loadError,
  chooseError,
  choosing,
  spendingLimit,
  onChoose,
  onChangedMind,
}: {
  plans: TPlanChoice[] | undefined;
  loadError: string | null;
  /** A refused choice (the dialog shows its own). */
  chooseError: string | null;
  /** The plan whose change is on its way, if any. */
  choosing: string | null;
  /** The spending-limit dialog of the plan being chosen, when it is open. */
  spendingLimit: SpendingLimitDialog | null;
  onChoose: (plan: TPlanChoice) => void;
  onChangedMind: () => void;
}) {
  return (
    <>
      <PageHeader title="Choose Your Plan" />
      <Stack>
        <FormMessage error={loadError ?? chooseError} />
        {loadError ? null : plans ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, Math.max(plans.length, 1)) }}>
            {plans.map((plan) => (
              <PlanCard
                key={plan.identifier}
                plan={plan}
                choosing={choosing === plan.identifier}
                disabled={choosing !== null && choosing !== plan.identifier}
                onChoose={onChoose}
              />
            ))}
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} h={320} radius="md" />
            ))}
          </SimpleGrid>
        )}
        <Group justify="center">
          <Anchor component="button" type="button" onClick={onChangedMind}>
            No thanks, I&apos;ve changed my mind
          </Anchor>
        </Group>
      </Stack>
      {spendingLimit ? <SpendingLimitModal {...spendingLimit} submitLabel="Choose" /> : null}
    </>
  );
}
