import {
  DEFAULT_TIMEZONE,
  SESSION_MSG,
  SESSION_PAGE_SIZE,
  exportFilename,
  sessionsTitle,
  type TExportFormat,
  type TSessionFilters,
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

/** Who looks at the list decides what an empty one says (part 1 §2: it differs by role). */
type Viewer = 'limited' | 'retailer' | 'adminInRetailer' | 'admin';

function viewerOf(scope: {
  limitedData: boolean;
  isAdmin: boolean;
  retailerId: string | null;
}): Viewer {
  if (scope.limitedData) return 'limited';
  if (!scope.isAdmin) return 'retailer';
  return scope.retailerId ? 'adminInRetailer' : 'admin';
}

function emptyMessage(viewer: Viewer, filters: TSessionFilters) {
  // Limited-data retailers only ever see offers waiting for their review (part 1 §5).
  if (viewer === 'limited') return SESSION_MSG.noSessionsLimited;
  // Across retailers the list starts at data quality '3', which hides the unannotated sessions;
  // 'all' is no filter.
  const { dataQuality, ...others } = filters;
  if (viewer === 'admin' && dataQuality && dataQuality !== 'all') {
    return SESSION_MSG.noSessionsAtQuality(dataQuality);
  }
  if (activeFilterCount(dataQuality === 'all' ? others : filters) > 0) {
    return SESSION_MSG.noSessionsFiltered;
  }
  const unfiltered: Record<Exclude<Viewer, 'limited'>, string> = {
    retailer: SESSION_MSG.noSessionsRetailer,
    adminInRetailer: SESSION_MSG.noSessionsOfRetailer,
    admin: SESSION_MSG.noSessionsAdmin,
  };
  return unfiltered[viewer];
}

/**
 * The sessions list, across retailers (/sessions, administrators) or for one retailer
 * (/retailers/{id}/sessions). Filters, the page and the export modal live in the URL.
 */
export default function SessionListRoute() {
  const navigate = useNavigate();
  const { retailerId, retailer, isAdmin, known, limitedData, filters, setFilters, scoped } =
    useSessionScope({ withListDefaults: true });
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
      setOffset(Math.floor((total - 1) / SESSION_PAGE_SIZE) * SESSION_PAGE_SIZE, { replace: true });
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

  const viewer = viewerOf({ limitedData, isAdmin, retailerId });
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
      emptyMessage={emptyMessage(viewer, scoped)}
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
