import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { USER_REACTIONS, type TFeedbackStats, type TUserReaction } from '@parley/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { formatCount } from '../stat-format';
import { FigureGrid } from './FigureGrid';

const REACTION_LABELS: Record<TUserReaction, string> = {
  heart: 'Heart',
  sad: 'Sad',
  angry: 'Angry',
  thinking: 'Thinking',
};

/**
 * Failed Negotiations Feedback: the shoppers' reactions in negotiations that ended without a deal,
 * and the latest words they left, each leading to its session.
 */
export function FeedbackPanel({
  stats,
  timezone,
  sessionHref,
}: {
  stats: TFeedbackStats;
  timezone: string;
  sessionHref: (sessionId: string) => string;
}) {
  return (
    <Stack gap="md">
      <FigureGrid
        figures={[
          { label: 'Positive Ratings', value: formatCount(stats.positive_ratings) },
          { label: 'Negative Ratings', value: formatCount(stats.negative_ratings) },
        ]}
      />
      <Group gap="md" role="group" aria-label="Reactions">
        {USER_REACTIONS.map((reaction) => (
          <Text key={reaction} size="sm">
            {REACTION_LABELS[reaction]}: <b>{formatCount(stats.reactions[reaction])}</b>
          </Text>
        ))}
      </Group>
      {stats.comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No feedback left in this period.
        </Text>
      ) : (
        <List spacing="xs" size="sm" aria-label="Latest feedback">
          {stats.comments.map((comment) => (
            <List.Item key={`${comment.session_id}-${comment.created_at}`}>
              <Text size="sm">“{comment.user_message}”</Text>
              <Anchor component={Link} to={sessionHref(comment.session_id)} size="xs" c="dimmed">
                {formatDateTime(comment.created_at, timezone)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
