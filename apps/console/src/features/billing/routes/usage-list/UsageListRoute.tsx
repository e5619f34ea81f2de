import { DEFAULT_TIMEZONE } from '@parley/contract';
import { useNavigate, useParams } from 'react-router';
import { refusalMessage } from '../../../../lib/api-error';
import { useOffsetParam } from '../../../../lib/url-state';
import { useRetailer } from '../../../retailers';
import { useUsage } from '../../api';
import { billingLinks } from '../../links';
import { UsageListPage } from './UsageListPage';

/** Usage (part 2 §2): the store's charges, the page in the URL; a row opens the charge. */
export default function UsageListRoute() {
  const { retailerId = '' } = useParams();
  const navigate = useNavigate();
  const [offset, setOffset] = useOffsetParam();
  const usage = useUsage(retailerId, offset);
  const retailer = useRetailer(retailerId);
  const itemHref = (charge: { billing_event_id: string }) =>
    billingLinks.usageItem({ retailerId, eventId: charge.billing_event_id });
  return (
    <UsageListPage
      charges={usage.data?.usage}
      total={usage.data?.total ?? 0}
      loadError={usage.isError ? refusalMessage(usage.error) : null}
      offset={offset}
      timezone={retailer.data?.timezone_code ?? DEFAULT_TIMEZONE}
      itemHref={itemHref}
      onOffsetChange={setOffset}
      onOpen={(charge) => void navigate(itemHref(charge))}
    />
  );
}
