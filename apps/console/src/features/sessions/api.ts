import {
  ZFilterOptions,
  type TChatMessage,
  type TSessionDetail,
  type TSessionDetailQuery,
  type TSessionExportRequest,
  type TSessionFilters,
  type TSessionUpdateInput,
} from '@parley/contract';
import { sessionEndpoints } from '@parley/contract/endpoints/sessions';
import { statsEndpoints } from '@parley/contract/endpoints/stats';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../lib/api-mutation';
import { useApiQuery } from '../../lib/api-query';

/** Sessions: the list, one session, its annotation and recovery, message flags and the export. */

/** GET /sessions' query: the filters, the retailer in context (retailer_id) and the offset. */
export type SessionListParams = TSessionFilters & { retailer_id?: string; offset: number };

export const sessionKeys = {
  all: ['sessions'] as const,
  lists: () => [...sessionKeys.all, 'list'] as const,
  list: (query: SessionListParams) => [...sessionKeys.lists(), query] as const,
  /** Every cached copy of one session, whatever filters chose its neighbours. */
  detail: (sessionId: string) => [...sessionKeys.all, 'detail', sessionId] as const,
  detailWith: (sessionId: string, query: TSessionDetailQuery) =>
    [...sessionKeys.detail(sessionId), query] as const,
  message: (sessionId: string, messageId: string) =>
    [...sessionKeys.all, 'message', sessionId, messageId] as const,
  /** The filter panel's choices (POST /stats action options), per retailer or for all. */
  filterOptions: (retailerId: string | null) => ['stats', 'options', retailerId ?? 'all'] as const,
};

/** GET /sessions: one page of 20 with the total; the page stays on screen while the next loads. */
export function useSessions(query: SessionListParams, enabled = true) {
  return useApiQuery(
    sessionKeys.list(query),
    (api) => api.call(sessionEndpoints.findSessions, { query }),
    { placeholderData: keepPreviousData, enabled },
  );
}

/** GET /sessions/{id} with the list's filters, which decide session_prev_id and session_next_id. */
export function useSession(sessionId: string, query: TSessionDetailQuery = {}) {
  return useApiQuery(
    sessionKeys.detailWith(sessionId, query),
    (api) => api.call(sessionEndpoints.findSession, { params: { id: sessionId }, query }),
    { enabled: sessionId !== '' },
  );
}

/** The session's copies and the lists, which show and filter by what changed in it. */
const reloadSession = (queryClient: QueryClient, sessionId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionKeys.detail(sessionId) }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.lists() }),
  ]);

/**
 * PUT /sessions/{id}: an annotation (administrators) or a recovery decision (the retailer). The
 * session's copies and the lists (its status and data quality filter them) are reloaded.
 */
export function useUpdateSession(sessionId: string) {
  return useApiMutation(
    (api, body: TSessionUpdateInput): Promise<TSessionDetail> =>
      api.call(sessionEndpoints.updateSession, { params: { id: sessionId }, body }),
    (queryClient) => reloadSession(queryClient, sessionId),
  );
}

/** GET /sessions/{session_id}/chat_messages/{message_id} (administrators' message tagging). */
export function useChatMessage(sessionId: string, messageId: string | null) {
  return useApiQuery(
    sessionKeys.message(sessionId, messageId ?? ''),
    (api) =>
      api.call(sessionEndpoints.findChatMessage, {
        params: { session_id: sessionId, message_id: messageId ?? '' },
      }),
    { enabled: messageId !== null },
  );
}

/**
 * PUT the whole message with its two incorrect-inference flags. The answer is the message; the
 * session shows the flags in its messages and the lists filter by them, so those reload.
 */
export function useUpdateChatMessage(sessionId: string) {
  return useApiMutation(
    (api, message: TChatMessage) =>
      api.call(sessionEndpoints.updateChatMessage, {
        params: { session_id: sessionId, message_id: message.message_id },
        body: message,
      }),
    (queryClient, message) => {
      queryClient.setQueryData(sessionKeys.message(sessionId, message.message_id), message);
      return reloadSession(queryClient, sessionId);
    },
  );
}

/** POST /stats {action: 'options'}: the filter panel's choices (a retailer user gets their own). */
export function useFilterOptions(retailerId: string | null) {
  return useApiQuery(
    sessionKeys.filterOptions(retailerId),
    // POST /stats answers the shape of the action asked for: its own schema picks that out.
    async (api) =>
      ZFilterOptions.parse(
        await api.call(statsEndpoints.runStats, {
          body: { action: 'options', retailerId: retailerId ?? undefined },
        }),
      ),
    { staleTime: 5 * 60_000 },
  );
}

interface SessionExport {
  request: TSessionExportRequest;
  /** Hears the bytes received so far. */
  onProgress?: (bytes: number) => void;
}

/** POST /sessions/export: the file as a Blob. */
export function useExportSessions() {
  return useApiMutation((api, { request, onProgress }: SessionExport) =>
    api.downloadFile(sessionEndpoints.exportSessions, { body: request }, onProgress),
  );
}
