import { link } from '../../app/route-kit';

export const SEARCH_PATH = '/admin/search';

export const searchLinks = {
  messages: link(SEARCH_PATH),
};
