import { admin, type RouteDef } from '../../app/route-kit';
import { BOT_TEST_PATH } from './links';

export const botTestRoutes: RouteDef[] = [
  admin({
    id: 'admin.botTest',
    path: BOT_TEST_PATH,
    title: 'Bot Tester',
    screen: () => import('./routes/bot-tester/BotTesterRoute'),
  }),
];
