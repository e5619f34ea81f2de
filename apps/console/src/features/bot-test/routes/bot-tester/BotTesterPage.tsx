import { Grid, Paper, Text } from '@mantine/core';
import type {
  TBotTestResponse,
  TBotTestSessionRequest,
  TWidgetSessionState,
} from '@parley/contract';
import { PageHeader } from '../../../../components/PageHeader';
import { BotTestForm } from '../../components/BotTestForm';
import { TestSession, type TestRunView } from '../../components/TestSession';

export const BOT_TESTER_TITLE = 'Bot Tester';

/** The tester's settings beside the test they started: a chat with the real bot. */
export function BotTesterPage({
  data,
  run,
  widgetFailed,
  starting,
  purchasing,
  onStart,
  onSession,
  onAddedToBasket,
  onMarkPurchased,
  onNewTest,
}: {
  data: TBotTestResponse;
  run: TestRunView | null;
  widgetFailed: boolean;
  starting: boolean;
  purchasing: boolean;
  onStart: (request: TBotTestSessionRequest) => void;
  onSession: (session: TWidgetSessionState) => void;
  onAddedToBasket: () => void;
  onMarkPurchased: () => void;
  onNewTest: () => void;
}) {
  return (
    <>
      <PageHeader
        title={BOT_TESTER_TITLE}
        subtitle="Negotiate with the bot as a shopper would, on the internal Bot Tester store."
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="lg">
            <BotTestForm data={data} locked={run !== null} starting={starting} onStart={onStart} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {run ? (
            <TestSession
              run={run}
              widgetFailed={widgetFailed}
              purchasing={purchasing}
              onSession={onSession}
              onAddedToBasket={onAddedToBasket}
              onMarkPurchased={onMarkPurchased}
              onNewTest={onNewTest}
            />
          ) : (
            <Paper withBorder p="lg">
              <Text c="dimmed">
                Choose the test&apos;s settings, then Start to chat with the bot.
              </Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
