import { ThemeIcon, Tooltip } from '@mantine/core';
import { summaryStatusLabel, type TStatusSubject, type TSummaryStatus } from '@parley/contract';
import {
  IconArrowsExchange,
  IconBasket,
  IconCircleCheck,
  IconCreditCard,
  IconDoorExit,
  IconHandStop,
  IconMailCheck,
  IconMailQuestion,
  IconMailX,
  IconMessages,
  IconRosetteDiscountCheck,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Record<TSummaryStatus, { icon: Icon; color: string }> = {
  sold: { icon: IconCircleCheck, color: 'green' },
  recovered_purchased: { icon: IconRosetteDiscountCheck, color: 'green' },
  added_to_basket: { icon: IconBasket, color: 'blue' },
  checkout: { icon: IconCreditCard, color: 'blue' },
  abandoned_negotiated: { icon: IconMessages, color: 'gray' },
  abandoned_reached_final_offer: { icon: IconHandStop, color: 'orange' },
  abandoned_deal_agreed: { icon: IconDoorExit, color: 'orange' },
  user_offer_available: { icon: IconMailQuestion, color: 'yellow' },
  user_offer_accepted: { icon: IconMailCheck, color: 'teal' },
  user_offer_countered: { icon: IconArrowsExchange, color: 'teal' },
  user_offer_rejected: { icon: IconMailX, color: 'red' },
};

/** A session's status as an icon, its part 1 §4 label as the tooltip and accessible name. */
export function SummaryStatusIcon({
  session,
  where = 'list',
}: {
  session: TStatusSubject;
  where?: 'list' | 'detail';
}) {
  const label = summaryStatusLabel(session, where);
  const { icon: StatusIcon, color } = ICONS[session.summary_status];
  return (
    <Tooltip label={label} withArrow>
      <ThemeIcon variant="light" color={color} radius="xl" role="img" aria-label={label}>
        <StatusIcon size={16} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}
