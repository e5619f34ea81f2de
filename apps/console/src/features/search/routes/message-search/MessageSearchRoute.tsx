import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_PAGE_SIZE, PRODUCT_FIELD, type TSearchMessage } from '@parley/contract';
import { refusalMessage } from '../../../../lib/api-error';
import { sessionsLinks } from '../../../sessions';
import { useMessageSearch } from '../../api';
import { MessageSearchPage } from './MessageSearchPage';
import { useRetailerOptions } from './use-retailer-options';
import { useSearchFilterParams } from './use-search-params';

/** Message search across retailers (/admin/search): filters and page in the URL. */
export default function MessageSearchRoute() {
  const navigate = useNavigate();
  const { search, setFilter, reset, setOffset } = useSearchFilterParams();
  const result = useMessageSearch(search);
  const retailerFilter = useRetailerOptions(search.retailerId, (id) => setFilter('retailerId', id));
  const total = result.data?.total ?? 0;
  const { offset } = search;

  // A page past the end (an old link, fewer matches now): show the last page instead.
  const pastTheEnd = result.isSuccess && !result.isPlaceholderData && total > 0 && offset >= total;
  useEffect(() => {
    if (pastTheEnd) {
      setOffset(Math.floor((total - 1) / SEARCH_PAGE_SIZE) * SEARCH_PAGE_SIZE, { replace: true });
    }
  }, [pastTheEnd, total, setOffset]);

  const sessionHref = (sessionId: string) => sessionsLinks.item({ retailerId: null, sessionId });
  return (
    <MessageSearchPage
      values={{
        sortOrder: search.sortOrder,
        userMessage: search.userMessage ?? '',
        botMessage: search.botMessage ?? '',
        feedbackOnly: search.feedbackOnly === 'true',
      }}
      onSortOrderChange={(order) => setFilter('sortOrder', order)}
      onUserMessageChange={(text) => setFilter('userMessage', text)}
      onBotMessageChange={(text) => setFilter('botMessage', text)}
      onFeedbackOnlyChange={(only) => setFilter('feedbackOnly', only ? 'true' : null)}
      onReset={reset}
      retailerFilter={retailerFilter}
      messages={result.data?.messages}
      loadError={result.isError ? refusalMessage(result.error) : null}
      total={total}
      offset={offset}
      onOffsetChange={setOffset}
      sessionHref={sessionHref}
      onOpen={(message: TSearchMessage) =>
        void navigate(sessionHref(message[`${PRODUCT_FIELD}_id`]))
      }
    />
  );
}
