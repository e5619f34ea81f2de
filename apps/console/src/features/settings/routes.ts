import { route, type RouteDef } from '../../app/route-kit';
import { SETTINGS_PATH } from './links';

export const settingsRoutes: RouteDef[] = [
  route({
    id: 'retailer.settings',
    path: SETTINGS_PATH,
    title: 'Store Settings',
    screen: () => import('./routes/settings-edit/SettingsEditRoute'),
  }),
];
