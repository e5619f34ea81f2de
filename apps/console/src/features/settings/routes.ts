import { route, type RouteDef } from '../../app/route-kit';
import { SETTINGS_PATH } from './links';

const screen = () => import('./routes/settings-edit/SettingsEditRoute');

export const settingsRoutes: RouteDef[] = [
  route({ id: 'retailer.settings', path: SETTINGS_PATH, title: 'Store Settings', screen }),
];
