import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { TBillingEventDetail } from '@parley/contract';
import type { ReactNode } from 'react';
import { formatDate, formatMoney } from '../../../../lib/format';
import { Fact } from '../../components/Fact';
import { EVENT_TYPE_LABELS, PAYMENT_TYPE_LABELS } from '../../plan-text';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{children}</SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The charge itself: what it is for, its amount before and after the spending limit. */
export function ChargeCard({
  charge,
  timezone,
}: {
  charge: TBillingEventDetail;
  timezone: string;
}) {
  const money = (amount: string) => formatMoney(Number(amount), charge.currency);
  return (
    <Card title="Charge">
      <Fact label="ID">{charge.billing_event_id}</Fact>
      <Fact label="Description">{charge.description}</Fact>
      <Fact label="Type">{EVENT_TYPE_LABELS[charge.event_type]}</Fact>
      <Fact label="Amount">{money(charge.amount)}</Fact>
      {charge.original_amount === charge.amount ? null : (
        <Fact label="Before Spending Limit">{money(charge.original_amount)}</Fact>
      )}
      <Fact label="Cycle Ended">{formatDate(charge.reference_date, timezone)}</Fact>
      <Fact label="Billed At">{formatDate(charge.billed_at, timezone)}</Fact>
      {charge.event_type === 'usage_fee' ? (
        <>
          <Fact label="Negotiated Sales">{money(charge.total_sales_amount)}</Fact>
          <Fact label="Number of Sales">{charge.total_number_of_sales}</Fact>
        </>
      ) : null}
    </Card>
  );
}

/** The plan the charge was made under, and where its current cycle stands (part 2 §3). */
export function SchemeCard({
  scheme,
  timezone,
}: {
  scheme: TBillingEventDetail['billing_scheme'];
  timezone: string;
}) {
  return (
    <Card title="Billing Scheme">
      <Fact label="Plan">{scheme.name}</Fact>
      <Fact label="Payment Type">{PAYMENT_TYPE_LABELS[scheme.payment_type]}</Fact>
      <Fact label="Spending Limit">{scheme.billing_cycle_usage_cap_with_currency ?? 'None'}</Fact>
      <Fact label="Billed Fees This Cycle">{scheme.current_cycle_billed_fees}</Fact>
      <Fact label="Unbilled Usage Fees">{scheme.unbilled_usage_fees}</Fact>
      <Fact label="Cycle Started">{formatDate(scheme.billing_cycle_started_at, timezone)}</Fact>
      <Fact label="Last Cycle Ended">
        {formatDate(scheme.last_billing_cycle_ended_at, timezone)}
      </Fact>
      <Fact label="Cycle Ends">{formatDate(scheme.current_billing_cycle_ends_at, timezone)}</Fact>
    </Card>
  );
}
