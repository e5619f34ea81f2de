import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TWidgetSessionState } from '@parley/contract';
import { IconShoppingCartCheck } from '@tabler/icons-react';
import { FormMessage } from '../../../components/form/FormMessage';
import { formatMoney } from '../../../lib/format';
import { WidgetChat } from './WidgetChat';

export interface TestRunView {
  parleyId: string;
  /** What is negotiated: the product's id, or the contract's name. */
  subject: string;
  /** Where the negotiation stands, as the widget last said. */
  session: TWidgetSessionState | null;
  inBasket: boolean;
  /** Set once the purchase is recorded. */
  orderNumber: string | null;
}

export const WIDGET_FAILED =
  'The shopper widget could not be loaded, so the chat cannot be shown. Please try again later.';

/** What the tester should know beside the chat, before the deal is in the basket. */
function progressNote(session: TWidgetSessionState | null): string | null {
  if (!session) return null;
  if (session.deal_price !== null) {
    const price = formatMoney(session.deal_price, session.currency);
    return `Deal agreed at ${price}: add it to the basket in the chat to mark it as purchased.`;
  }
  return session.ended ? 'The negotiation ended without a deal.' : null;
}

/**
 * A running test: the live widget chatting on its negotiation until the deal is added to the
 * basket, then 'Added to Basket' with Mark as Purchased, then the order number (part 1 §2).
 */
export function TestSession({
  run,
  widgetFailed,
  purchasing,
  onSession,
  onAddedToBasket,
  onMarkPurchased,
  onNewTest,
}: {
  run: TestRunView;
  widgetFailed: boolean;
  purchasing: boolean;
  onSession: (session: TWidgetSessionState) => void;
  onAddedToBasket: () => void;
  onMarkPurchased: () => void;
  onNewTest: () => void;
}) {
  const note = progressNote(run.session);
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3}>Test Negotiation</Title>
            <Text size="xs" c="dimmed">
              {run.parleyId}
            </Text>
          </div>
          <Button variant="default" onClick={onNewTest}>
            New Test
          </Button>
        </Group>
        {widgetFailed ? <FormMessage error={WIDGET_FAILED} /> : null}
        {run.inBasket ? (
          <Alert
            color="green"
            variant="light"
            icon={<IconShoppingCartCheck />}
            title="Added to Basket"
            role="status"
          >
            {run.orderNumber ? (
              <Text>
                Purchased with order number <strong>{run.orderNumber}</strong>
              </Text>
            ) : (
              <Button mt="xs" onClick={onMarkPurchased} loading={purchasing}>
                Mark as Purchased
              </Button>
            )}
          </Alert>
        ) : (
          <>
            <WidgetChat
              key={run.parleyId}
              parleyId={run.parleyId}
              subject={run.subject}
              onSession={onSession}
              onAddedToBasket={onAddedToBasket}
            />
            {note ? (
              <Text size="sm" role="status">
                {note}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
