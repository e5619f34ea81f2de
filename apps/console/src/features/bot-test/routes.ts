import { admin, type RouteDef } from '../../app/route-kit';
import { BOT_TEST_PATH } from './links';

const screen = () => import('./routes/bot-tester/BotTesterRoute');

export const botTestRoutes: RouteDef[] = [
  admin({ id: 'admin.botTest', path: BOT_TEST_PATH, title: 'Bot Tester', screen }),
];
