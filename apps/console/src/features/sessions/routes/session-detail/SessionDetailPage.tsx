import { ActionIcon, Alert, Button, Grid, Group, Stack, Tooltip } from '@mantine/core';
import type { TRecoveryDecision, TSessionDetail, TSessionRuleMatch } from '@parley/contract';
import {
  IconAlertTriangle,
  IconChevronLeft,
  IconChevronRight,
  IconPencil,
  IconPhoto,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoader } from '../../../../components/PageLoader';
import { ChatWindow, type OnSelectMessage } from '../../components/chat/ChatWindow';
import { PriceGraph } from '../../components/price-graph/PriceGraph';
import { hasRecoveryPanel, RecoveryPanel } from '../../components/recovery/RecoveryPanel';
import { formatSessionPrice } from '../../price';
import { DetailsCard } from './DetailsCard';
import { InfoCard } from './InfoCard';
import { AddonCard, AlgorithmCard, FeaturesCard, RulesCard } from './SessionCards';

export const SESSION_DETAIL_TITLE = 'Details';

export interface SessionDetailPageProps {
  /** Undefined while it loads. */
  session: TSessionDetail | undefined;
  /** The server's errorMessage (or ours) when the session cannot be shown or a call failed. */
  errorMessage: string | null;
  listHref: string;
  prevHref: string | null;
  nextHref: string | null;
  timezone: string;
  isAdmin: boolean;
  ruleHref: (rule: TSessionRuleMatch) => string | null;
  /** Administrators with the retailer's chat_export feature. */
  canSaveImage: boolean;
  savingImage: boolean;
  deciding: boolean;
  onAnnotate: () => void;
  onSaveImage: () => void;
  onDecide: (decision: TRecoveryDecision) => void;
  /** Administrators tag messages; undefined for everyone else. */
  onSelectMessage: OnSelectMessage | undefined;
}

function NeighbourLink({
  href,
  label,
  next,
}: {
  href: string | null;
  label: string;
  next?: boolean;
}) {
  const icon = next ? <IconChevronRight size={18} /> : <IconChevronLeft size={18} />;
  return href ? (
    <Tooltip label={label}>
      <ActionIcon component={Link} to={href} variant="default" size="lg" aria-label={label}>
        {icon}
      </ActionIcon>
    </Tooltip>
  ) : (
    <ActionIcon variant="default" size="lg" aria-label={label} disabled>
      {icon}
    </ActionIcon>
  );
}

/**
 * One negotiation (part 1 §2 Session detail): its cards on the left, the chat on the right, the
 * recovery panel when the shopper left an offer, and the administrators' extras.
 */
export function SessionDetailPage(props: SessionDetailPageProps) {
  const { session, errorMessage, isAdmin } = props;
  const actions = (
    <Group gap="xs">
      {session && isAdmin ? (
        <Button variant="default" leftSection={<IconPencil size={16} />} onClick={props.onAnnotate}>
          Annotate
        </Button>
      ) : null}
      {session && props.canSaveImage ? (
        <Button
          variant="default"
          leftSection={<IconPhoto size={16} />}
          loading={props.savingImage}
          onClick={props.onSaveImage}
        >
          Save chat as Image
        </Button>
      ) : null}
      <NeighbourLink href={props.prevHref} label="Previous session" />
      <NeighbourLink href={props.nextHref} label="Next session" next />
    </Group>
  );
  const error = errorMessage ? (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert" mb="md">
      {errorMessage}
    </Alert>
  ) : null;

  if (!session) {
    return (
      <>
        <PageHeader title={SESSION_DETAIL_TITLE} />
        {error ?? <PageLoader />}
        {error ? (
          <Button component={Link} to={props.listHref} variant="default">
            Back
          </Button>
        ) : null}
      </>
    );
  }

  const money = (amount: number | null) => formatSessionPrice(amount, session.currency_symbol);
  return (
    <>
      <PageHeader title={SESSION_DETAIL_TITLE} actions={actions} />
      {error}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack>
            {hasRecoveryPanel(session) ? (
              <RecoveryPanel
                session={session}
                timezone={props.timezone}
                money={money}
                deciding={props.deciding}
                onDecide={props.onDecide}
              />
            ) : null}
            <DetailsCard
              session={session}
              isAdmin={isAdmin}
              timezone={props.timezone}
              money={money}
            />
            {session.addon_item ? <AddonCard addon={session.addon_item} money={money} /> : null}
            <RulesCard rules={session.rules} ruleHref={props.ruleHref} />
            <FeaturesCard features={session.features} />
            {isAdmin ? <AlgorithmCard algorithm={session.algorithm} /> : null}
            {isAdmin ? (
              <InfoCard title="Price Graph">
                <PriceGraph
                  messages={session.messages}
                  listPrice={session.product_price}
                  walkawayPrice={session.walkaway_price}
                  currencySymbol={session.currency_symbol}
                />
              </InfoCard>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ChatWindow
            messages={session.messages}
            followups={session.followup_sessions}
            timezone={props.timezone}
            onSelect={props.onSelectMessage}
          />
        </Grid.Col>
      </Grid>
    </>
  );
}
