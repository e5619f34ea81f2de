import {
  DEFAULT_TIMEZONE,
  PRODUCT_TERM_PLURAL,
  SESSION_PAGE_SIZE,
  exportFilename,
  sessionsTitle,
  type TExportFormat,
  type TSessionRow,
} from '@parley/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../../components/feedback/notify';
import { activeFilterCount } from '../../../../components/session-filters/filter-values';
import { refusalMessage } from '../../../../lib/api-error';
import { saveFile } from '../../../../lib/save-file';
import { useOffsetParam, useUrlParam } from '../../../../lib/url-state';
import { hasRetailerFeature } from '../../../retailers';
import { useExportSessions, useFilterOptions, useSessions } from '../../api';
import { sessionsLinks } from '../../links';
import { useSessionScope } from '../session-scope';
import { SessionListPage } from './SessionListPage';

/** Limited-data retailers only ever see offers waiting for their review (part 1 §5). */

function emptyMessage(viewer: 'admin' | 'retailer' | 'limited', filtered: boolean) {
  if (viewer === 'limited') {
    return `There are no Recoverable ${PRODUCT_TERM_PLURAL} waiting for review. When a shopper walks away and leaves an offer for you, it appears here.`;
  }
  if (filtered) {
    return `No ${PRODUCT_TERM_PLURAL} match these filters. Try a longer time range or press Reset.`;
  }
  return viewer === 'admin'
    ? `There are no ${PRODUCT_TERM_PLURAL} yet. They appear here as soon as shoppers negotiate on any retailer's store.`
    : `You have no ${PRODUCT_TERM_PLURAL} yet. They appear here as soon as shoppers negotiate with the bot on your store.`;
}

/**
 * The sessions list, across retailers (/sessions, administrators) or for one retailer
 * (/retailers/{id}/sessions). Filters, the page and the export modal live in the URL.
 */
export default function SessionListRoute() {
  const navigate = useNavigate();
  const { retailerId, retailer, isAdmin, known, limitedData, filters, setFilters, scoped } =
    useSessionScope();
  const canExport = isAdmin || hasRetailerFeature(retailer.data, 'session_export');

  const [offset, setOffset] = useOffsetParam();
  const [exportParam, setExportParam] = useUrlParam('export');

  const list = useSessions({ ...scoped, retailer_id: retailerId ?? undefined, offset }, known);
  const options = useFilterOptions(retailerId ?? scoped.retailerId ?? null);
  const exporter = useExportSessions();
  const [download, setDownload] = useState<{ filename: string; bytes: number } | null>(null);
  const total = list.data?.total ?? 0;

  // A page past the end (an old link, fewer sessions now): show the last page instead.
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && total > 0 && offset >= total;
  useEffect(() => {
    if (pastTheEnd) {
      setOffset(Math.floor((total - 1) / SESSION_PAGE_SIZE) * SESSION_PAGE_SIZE);
    }
  }, [pastTheEnd, total, setOffset]);

  const detailHref = (session: TSessionRow) =>
    sessionsLinks.item({ retailerId, sessionId: session.session_id }, filters);
  const onExport = (format: TExportFormat) => {
    setExportParam('');
    const filename = exportFilename(format);
    setDownload({ filename, bytes: 0 });
    exporter.mutate(
      {
        request: {
          ...scoped,
          action: 'download',
          format,
          retailerId: retailerId ?? scoped.retailerId,
        },
        onProgress: (bytes) => setDownload({ filename, bytes }),
      },
      {
        onSuccess: (blob) => saveFile(blob, filename),
        onError: (error) => notify.failure(error),
        onSettled: () => setDownload(null),
      },
    );
  };

  const viewer = limitedData ? 'limited' : isAdmin && !retailerId ? 'admin' : 'retailer';
  return (
    <SessionListPage
      title={sessionsTitle(limitedData)}
      sessions={known ? list.data?.sessions : undefined}
      loadError={list.isError ? refusalMessage(list.error) : null}
      total={total}
      timezone={retailer.data?.timezone_code ?? DEFAULT_TIMEZONE}
      showRetailer={retailerId === null}
      filters={{
        values: filters,
        onChange: setFilters,
        options: options.data,
        timezone: retailer.data?.timezone_code ?? DEFAULT_TIMEZONE,
        advanced: isAdmin,
        showRetailer: isAdmin && retailerId === null,
        showStatus: !limitedData,
      }}
      emptyMessage={emptyMessage(viewer, activeFilterCount(filters) > 0)}
      offset={offset}
      onOffsetChange={setOffset}
      detailHref={detailHref}
      onOpen={(session) => void navigate(detailHref(session))}
      onSessionId={(sessionId) => void navigate(sessionsLinks.item({ retailerId, sessionId }))}
      canExport={canExport}
      exportOpened={canExport && exportParam === 'open'}
      onExportOpen={() => setExportParam('open')}
      onExportClose={() => setExportParam('')}
      onExport={onExport}
      download={download}
    />
  );
}
