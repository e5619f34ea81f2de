import { crud, route, type RouteDef } from '../../app/route-kit';
import { CAMPAIGNS_PATHS } from './links';

export const campaignsRoutes: RouteDef[] = crud(
  'retailer.campaigns',
  CAMPAIGNS_PATHS,
  'Magic Links',
  'Magic Link',
  route,
  {
    list: () => import('./routes/campaign-list/CampaignListRoute'),
    editor: () => import('./routes/campaign-editor/CampaignEditorRoute'),
  },
);
