import { DEFAULT_TIMEZONE } from '@parley/contract';
import { useParams } from 'react-router';
import { notify } from '../../../../components/feedback/notify';
import { refusalMessage } from '../../../../lib/api-error';
import { useOffsetParam } from '../../../../lib/url-state';
import { useRetailer } from '../../../retailers';
import { sessionsLinks } from '../../../sessions';
import { useBillUsageEvent, useUsageEvent } from '../../api';
import { billingLinks } from '../../links';
import { UsageDetailPage } from './UsageDetailPage';

/**
 * One usage charge (part 2 §2), its sales' page in the URL (offset). Bill Now's refusal is the
 * server's message in a danger notification (part 2 §8).
 */
export default function UsageDetailRoute() {
  const { retailerId = '', itemId = '' } = useParams();
  const [offset, setOffset] = useOffsetParam();
  const charge = useUsageEvent(retailerId, itemId, offset);
  const bill = useBillUsageEvent(retailerId, itemId);
  const retailer = useRetailer(retailerId);
  return (
    <UsageDetailPage
      charge={charge.data}
      loadError={charge.isError ? refusalMessage(charge.error) : null}
      offset={offset}
      timezone={retailer.data?.timezone_code ?? DEFAULT_TIMEZONE}
      planHref={billingLinks.plan({ retailerId })}
      chargesHref={billingLinks.usage({ retailerId })}
      billing={bill.isPending}
      sessionHref={(sale) => sessionsLinks.item({ retailerId, sessionId: sale.session_id })}
      onOffsetChange={setOffset}
      onBillNow={() => bill.mutate(undefined, { onError: (error) => notify.failure(error) })}
    />
  );
}
