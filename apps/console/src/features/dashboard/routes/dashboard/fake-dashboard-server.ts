import { MSG, endpoints, type TRule } from '@parley/contract';
import { json, type FakeServer, type RecordedCall } from '../../../../../test/fake-server';
import { filterOptions } from '../../../sessions/routes/session-list/fake-session-list-server';
import { abTestStats, dashboardStats, sankeyStats, walksStats } from './dashboard-fixtures';

/** Test support: POST /stats answered per action, and the ruleset for the Active Rules panel. */

export function serveDashboard(
  server: FakeServer,
  {
    rules = [],
    stats = dashboardStats(),
  }: { rules?: TRule[]; stats?: ReturnType<typeof dashboardStats> } = {},
) {
  server.on(endpoints.stats.runStats, (call: RecordedCall) => {
    const body = call.body as { action?: string };
    const admin = server.account.is_admin;
    switch (body.action) {
      case 'options':
        return json(200, filterOptions());
      case 'stats':
        return json(200, stats);
      case 'abtest':
        return admin ? json(200, abTestStats()) : json(403, { errorMessage: MSG.forbidden });
      case 'walks':
        return admin ? json(200, walksStats()) : json(403, { errorMessage: MSG.forbidden });
      case 'sankey':
        return admin ? json(200, sankeyStats()) : json(403, { errorMessage: MSG.forbidden });
      default:
        return json(400, { errorMessage: MSG.required });
    }
  });
  server.on(endpoints.rules.findRules, () => json(200, { rules }));
}

/** The bodies of the POST /stats calls with this action, oldest first. */
export const statsCalls = (server: FakeServer, action: string) =>
  server
    .callsTo(endpoints.stats.runStats)
    .map((call) => call.body as Record<string, unknown>)
    .filter((body) => body.action === action);
