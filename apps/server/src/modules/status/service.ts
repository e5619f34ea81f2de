import type { TStatusFeed } from '@parley/contract';
import type { Deps } from '../../deps';
import { findSetting, saveSetting } from '../../infra/settings';

export const ADMIN_SITE_STATUS_KEY = 'admin_site_status';

export async function findAdminSiteStatus(
  deps: Pick<Deps, 'db'>,
): Promise<TStatusFeed['admin-site']> {
  return (await findSetting(deps.db, ADMIN_SITE_STATUS_KEY)) === 'down' ? 'down' : 'up';
}

export async function setAdminSiteStatus(
  deps: Pick<Deps, 'db'>,
  status: TStatusFeed['admin-site'],
) {
  await saveSetting(deps.db, ADMIN_SITE_STATUS_KEY, status);
}
