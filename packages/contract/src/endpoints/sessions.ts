import { z } from 'zod';
import { ZChatMessage } from '../chat';
import { endpoint } from '../endpoint';
import { ZSearchQuery, ZSearchResult } from '../message-search';
import { ZSessionExportRequest } from '../session-export';
import { ZChatMessageParams, ZChatMessageUpdate, ZSessionUpdate } from '../session-updates';
import {
  ZSessionDetail,
  ZSessionDetailQuery,
  ZSessionList,
  ZSessionListQuery,
  ZSessionParams,
} from '../sessions';

const tags = ['sessions'];
const refusals = [400, 403, 404] as const;
const SCOPE =
  'Retailer users see their own retailer\u2019s sessions only (another\u2019s answers 404); administrators choose the retailer with `retailer_id`.';

/**
 * Sessions (part 1 §7 Sessions), their export and the administrators' message search. No
 * retailer in the path: every call is for signed-in users, and the session's retailer decides.
 */
export const sessionEndpoints = {
  findSessions: endpoint({
    method: 'GET',
    path: '/sessions',
    tags,
    summary: 'List sessions',
    description: `One page of the sessions within the filters, newest first, and their total. ${SCOPE}`,
    query: ZSessionListQuery,
    response: ZSessionList,
    refusals,
  }),
  findSession: endpoint({
    method: 'GET',
    path: '/sessions/:id',
    tags,
    summary: 'Read a session',
    description: `The session with its messages, follow-ups and rules; the list\u2019s filters, passed again, decide its previous and next neighbours. ${SCOPE}`,
    params: ZSessionParams,
    query: ZSessionDetailQuery,
    response: ZSessionDetail,
    refusals,
  }),
  updateSession: endpoint({
    method: 'PUT',
    path: '/sessions/:id',
    tags,
    summary: 'Annotate a session or answer its recoverable offer',
    description:
      'An administrator\u2019s annotation, or the retailer\u2019s answer to a recoverable offer (422 once answered).',
    params: ZSessionParams,
    body: ZSessionUpdate,
    response: ZSessionDetail,
    refusals: [...refusals, 422],
  }),
  findChatMessage: endpoint({
    method: 'GET',
    path: '/sessions/:session_id/chat_messages/:message_id',
    tags,
    summary: 'Read a chat message',
    description: 'Administrators only (403 for a retailer user\u2019s own sessions).',
    params: ZChatMessageParams,
    response: ZChatMessage,
    refusals,
  }),
  updateChatMessage: endpoint({
    method: 'PUT',
    path: '/sessions/:session_id/chat_messages/:message_id',
    tags,
    summary: 'Flag a chat message\u2019s inferences',
    description: 'Only incorrect_intent_inference and incorrect_entity_inference are applied.',
    params: ZChatMessageParams,
    body: ZChatMessageUpdate,
    response: ZChatMessage,
    refusals,
  }),
  exportSessions: endpoint({
    method: 'POST',
    path: '/sessions/export',
    tags,
    summary: 'Export sessions as a file',
    description:
      'Streams Parley_Data.csv (text/csv; simple_list, simple_message_list) or finetune_data.jsonl (application/x-ndjson; finetune_data) as an attachment. Retailer users need the session_export feature.',
    body: ZSessionExportRequest,
    response: z.unknown().describe('The file, streamed'),
    file: true,
    refusals,
  }),
  searchMessages: endpoint({
    method: 'GET',
    path: '/admin/search',
    tags,
    summary: 'Search chat messages',
    description:
      'Administrators only. Messages of every retailer matching the shopper\u2019s or the bot\u2019s words, one page at a time, by recency or by match.',
    query: ZSearchQuery,
    response: ZSearchResult,
    refusals: [400, 403],
  }),
};
