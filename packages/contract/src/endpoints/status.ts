import { endpoint } from '../endpoint';
import { ZUpdateStatusRequest } from '../maintenance';
import { ZStatusFeed } from '../status';

/**
 * Maintenance (the status feed itself, /status.json, is a plain file outside the API: the
 * console reads it from wherever the build points it, not through this table).
 */
export const statusEndpoints = {
  updateStatus: endpoint({
    method: 'PUT',
    path: '/admin/status',
    tags: ['status'],
    summary: 'Put the admin site down for maintenance or bring it back up',
    description:
      'Administrators only. While `admin-site` is `down`, every API call that changes data answers 503, except signing in and out, this call, the shoppers\u2019 widget and price-token redemptions. Answers the status feed as it now is.',
    body: ZUpdateStatusRequest,
    response: ZStatusFeed,
    refusals: [400, 401, 403],
  }),
};
