import { ZDeletedResponse } from '../catalogue';
import { endpoint } from '../endpoint';
import {
  ZGenerateReasonsRequest,
  ZGenerateReasonsResponse,
  ZReason,
  ZReasonItemQuery,
  ZReasonListQuery,
  ZReasonListResponse,
  ZReasonParams,
  ZReasonSaveRequest,
  ZReasonUpdateRequest,
} from '../reasons';

const tags = ['reasons'];
const CONTEXTS =
  'The context names the list: `reasons` is a retailer\u2019s own (for its users and administrators), `admin:global` the global reasons (administrators only, 403 for retailer users). A reason of another retailer answers 404.';

/** Reasons (part 2 §7): a retailer's own, which are also its brand statements, and the global ones. */
export const reasonEndpoints = {
  findReasons: endpoint({
    method: 'GET',
    path: '/reasons',
    tags,
    summary: 'List reasons',
    description: `${CONTEXTS} \`reasons\` needs \`retailer_id\`.`,
    query: ZReasonListQuery,
    response: ZReasonListResponse,
    refusals: [400, 403, 404],
  }),
  createReason: endpoint({
    method: 'POST',
    path: '/reasons',
    tags,
    summary: 'Create a reason',
    description: `A new reason starts inactive unless \`active\` is true. HTML tags are removed from the text, which must still say something and stay within 180 characters (422 otherwise). ${CONTEXTS}`,
    body: ZReasonSaveRequest,
    response: ZReason,
    refusals: [400, 403, 404, 422],
  }),
  findReason: endpoint({
    method: 'GET',
    path: '/reasons/:reasonId',
    tags,
    summary: 'Read a reason',
    description: CONTEXTS,
    params: ZReasonParams,
    query: ZReasonItemQuery,
    response: ZReason,
    refusals: [400, 403, 404],
  }),
  updateReason: endpoint({
    method: 'PUT',
    path: '/reasons/:reasonId',
    tags,
    summary: 'Save or switch a reason',
    description: `A body with \`reason_text\` is the editor\u2019s whole save; otherwise the list\u2019s switch, with the context and \`active\`. ${CONTEXTS}`,
    params: ZReasonParams,
    body: ZReasonUpdateRequest,
    response: ZReason,
    refusals: [400, 403, 404, 422],
  }),
  deleteReason: endpoint({
    method: 'DELETE',
    path: '/reasons/:reasonId',
    tags,
    summary: 'Delete a reason',
    description: `A soft delete: the reason leaves every list and is never quoted again. ${CONTEXTS}`,
    params: ZReasonParams,
    query: ZReasonItemQuery,
    response: ZDeletedResponse,
    refusals: [400, 403, 404],
  }),
  generateReasons: endpoint({
    method: 'POST',
    path: '/reasons/generate',
    tags,
    summary: 'Suggest brand statements',
    description:
      'Draws up to five statements from the retailer\u2019s own text (for example their About page): sentences that make a claim, with no questions and no emoji, at most 180 characters each. Needs the `reasons_generation` feature (403 without it) for the caller\u2019s store; administrators may always, naming the store with `retailer_id` (404 for a retailer that is not there, or another retailer than a retailer user\u2019s own). 422 when nothing usable comes out; 429 past ten requests a minute per user.',
    body: ZGenerateReasonsRequest,
    response: ZGenerateReasonsResponse,
    refusals: [400, 403, 404, 422, 429],
  }),
};
