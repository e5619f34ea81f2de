import { Button, Group, Stack, TextInput } from '@mantine/core';
import { SESSION_PAGE_SIZE, type TExportFormat, type TSessionRow } from '@parley/contract';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  PageNumberTable,
  type PagedListProps,
} from '../../../../components/data-table/PageNumberTable';
import { PageHeader } from '../../../../components/PageHeader';
import {
  SessionFilterPanel,
  type SessionFilterPanelProps,
} from '../../../../components/session-filters/SessionFilterPanel';
import { DownloadProgress } from '../../components/export/DownloadProgress';
import { ExportModal } from '../../components/export/ExportModal';
import { sessionColumns } from './session-columns';

/** Goes to the session whose ID is typed (part 1 §2: the search box takes a session ID). */
function SessionIdSearch({ onSubmit }: { onSubmit: (sessionId: string) => void }) {
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSubmit(text.trim());
      }}
    >
      <TextInput
        type="search"
        aria-label="Session ID"
        placeholder="Go to a session ID"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        w={360}
      />
    </form>
  );
}

export function SessionListPage({
  title,
  sessions,
  timezone,
  showRetailer,
  filters,
  emptyMessage,
  detailHref,
  onSessionId,
  canExport,
  exportOpened,
  onExportOpen,
  onExportClose,
  onExport,
  download,
  ...list
}: PagedListProps<TSessionRow> & {
  title: string;
  sessions: TSessionRow[] | undefined;
  /** The retailer's timezone for the Time column (UTC across retailers). */
  timezone: string;
  /** The Retailer column, outside a retailer's context. */
  showRetailer: boolean;
  filters: SessionFilterPanelProps;
  emptyMessage: string;
  detailHref: (session: TSessionRow) => string;
  onSessionId: (sessionId: string) => void;
  canExport: boolean;
  exportOpened: boolean;
  onExportOpen: () => void;
  onExportClose: () => void;
  onExport: (format: TExportFormat) => void;
  /** The export on its way, if any. */
  download: { filename: string; bytes: number } | null;
}) {
  const columns = sessionColumns({ rows: sessions ?? [], timezone, showRetailer, detailHref });
  return (
    <>
      <PageHeader
        title={title}
        actions={
          canExport ? (
            <Button
              leftSection={<IconDownload size={16} />}
              onClick={onExportOpen}
              loading={download !== null}
              disabled={list.total === 0}
            >
              Export
            </Button>
          ) : null
        }
      />
      <Stack>
        {download ? <DownloadProgress {...download} /> : null}
        <Group>
          <SessionIdSearch onSubmit={onSessionId} />
        </Group>
        <SessionFilterPanel {...filters} />
        <PageNumberTable<TSessionRow>
          {...list}
          rows={sessions}
          columns={columns}
          rowKey={(session) => session.session_id}
          rowLabel={(session) => session.session_id}
          emptyMessage={emptyMessage}
          pageSize={SESSION_PAGE_SIZE}
          totalText={String(list.total)}
        />
      </Stack>
      {canExport ? (
        <ExportModal
          opened={exportOpened}
          total={list.total}
          onClose={onExportClose}
          onDownload={onExport}
        />
      ) : null}
    </>
  );
}
