import { link } from '../../app/route-kit';

export const BOT_TEST_PATH = '/admin/bot-test';

export const botTestLinks = {
  tester: link(BOT_TEST_PATH),
};
