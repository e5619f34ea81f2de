import { Divider, Paper, Stack, Tabs } from '@mantine/core';
import type { TChatMessage, TFollowupSession } from '@parley/contract';
import { formatDateTime } from '../../../../lib/format';
import { ChatLog, ChatMessages } from './ChatLog';

/** A message picked for tagging (administrators). */
export type OnSelectMessage = (message: TChatMessage) => void;

/**
 * The session's chat beside its details: the negotiation, and (only when the shopper came back)
 * the follow-up sessions after the abandonment under their own tab, each headed by its start.
 */
export function ChatWindow({
  messages,
  followups,
  timezone,
  onSelect,
}: {
  messages: TChatMessage[];
  followups: TFollowupSession[];
  timezone: string;
  onSelect?: OnSelectMessage | undefined;
}) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Tabs defaultValue="negotiation" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="negotiation">Negotiation</Tabs.Tab>
          {followups.length > 0 ? <Tabs.Tab value="followup">Post-Abandonment</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="negotiation" pt="xs">
          <ChatLog content={messages}>
            <ChatMessages messages={messages} onSelect={onSelect} label="Negotiation chat" />
          </ChatLog>
        </Tabs.Panel>
        {followups.length > 0 ? (
          <Tabs.Panel value="followup" pt="xs">
            <ChatLog content={followups}>
              <Stack gap="xs">
                {followups.map((followup) => (
                  <Stack key={followup.session_id} gap={0}>
                    <Divider
                      label={formatDateTime(followup.created_at, timezone)}
                      labelPosition="center"
                    />
                    <ChatMessages
                      messages={followup.messages}
                      onSelect={onSelect}
                      label="Post-abandonment chat"
                    />
                  </Stack>
                ))}
              </Stack>
            </ChatLog>
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Paper>
  );
}
