import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { CONTACT_URL, UNLIMITED_NEGOTIATIONS_LABEL, type TPlanChoice } from '@parley/contract';
import { IconCheck, IconExternalLink } from '@tabler/icons-react';
import { isUnlimitedPlan, negotiationAllowance, planPrice, usageFeeLine } from '../plan-text';

/**
 * One plan of Choose Your Plan (part 2 §2): what it is for, its price and features, and the way
 * to it: Choose for a self-serve plan, Contact Us (the team's page, in a new tab) for the others.
 */
interface PlanCardProps {
  plan: TPlanChoice;
  /** This plan's change is on its way to the server. */
  choosing: boolean;
  /** Another plan's change is: one at a time. */
  disabled: boolean;
  onChoose: (plan: TPlanChoice) => void;
}

export function PlanCard({ plan, choosing, disabled, onChoose }: PlanCardProps) {
  const { pricing } = plan;
  const unlimited = isUnlimitedPlan(plan.identifier);
  const usageFee = usageFeeLine(pricing.usage_fee_percentage);
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-label={plan.name}
      style={plan.is_current_plan ? { borderColor: 'var(--mantine-primary-color-filled)' } : {}}
    >
      <Stack h="100%" justify="space-between">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={3}>{plan.name}</Title>
            {plan.is_current_plan ? <Badge variant="light">Current Plan</Badge> : null}
          </Group>
          <Text c="dimmed" size="sm">
            {plan.purpose}
          </Text>
          <Stack gap={2} data-testid="plan-pricing">
            <Text fz="xl" fw={700}>
              {unlimited
                ? UNLIMITED_NEGOTIATIONS_LABEL
                : planPrice(plan.identifier, pricing.subscription_fee_with_currency)}
            </Text>
            {unlimited ? null : (
              <Text size="sm">{negotiationAllowance(pricing.billing_cycle_max_parleys)}</Text>
            )}
            {usageFee ? <Text size="sm">{usageFee}</Text> : null}
          </Stack>
          <List
            size="sm"
            spacing={4}
            icon={<IconCheck size={16} color="var(--mantine-color-green-6)" />}
          >
            {plan.feature_descriptions.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap="xs">
          {plan.terms ? (
            <Text size="xs" c="dimmed">
              {plan.terms}
            </Text>
          ) : null}
          <PlanAction plan={plan} choosing={choosing} disabled={disabled} onChoose={onChoose} />
        </Stack>
      </Stack>
    </Paper>
  );
}

function PlanAction({ plan, choosing, disabled, onChoose }: PlanCardProps) {
  if (plan.is_current_plan) {
    return (
      <Button variant="default" disabled fullWidth>
        Current Plan
      </Button>
    );
  }
  if (!plan.self_serve) {
    return (
      <Button
        component="a"
        href={CONTACT_URL}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        rightSection={<IconExternalLink size={16} />}
        fullWidth
      >
        Contact Us
      </Button>
    );
  }
  return (
    <Button loading={choosing} disabled={disabled} onClick={() => onChoose(plan)} fullWidth>
      Choose
    </Button>
  );
}
