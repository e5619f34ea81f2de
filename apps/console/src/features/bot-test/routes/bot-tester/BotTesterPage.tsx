import { Grid, Paper, Text } from '@mantine/core';
import type { TBotTestResponse, TBotTestSessionRequest } from '@parley/contract';
import type { ComponentProps } from 'react';
import { PageHeader } from '../../../../components/PageHeader';
import { BotTestForm } from '../../components/BotTestForm';
import { TestSession, type TestRunView } from '../../components/TestSession';

export const BOT_TESTER_TITLE = 'Bot Tester';

/** The tester's settings beside the test they started: a chat with the real bot. */
export function BotTesterPage({
  data,
  run,
  starting,
  onStart,
  session,
}: {
  data: TBotTestResponse;
  run: TestRunView | null;
  starting: boolean;
  onStart: (request: TBotTestSessionRequest) => void;
  /** What the running test's chat shows and does, besides the run itself. */
  session: Omit<ComponentProps<typeof TestSession>, 'run'>;
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
            <TestSession run={run} {...session} />
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
