import { route, type RouteDef } from '../../app/route-kit';
import { ONBOARDING_PATHS } from './links';

/** The terms and the onboarding tasks, in the focus layout: every menu would lead back here. */
export const onboardingRoutes: RouteDef[] = [
  route({
    id: 'retailer.terms',
    path: ONBOARDING_PATHS.terms,
    title: 'Terms and Conditions',
    layout: 'focus',
    screen: () => import('./routes/terms/TermsRoute'),
  }),
  route({
    id: 'retailer.onboarding.market_questionnaire',
    path: ONBOARDING_PATHS.tasks.market_questionnaire,
    title: 'Market Questionnaire',
    layout: 'focus',
    screen: () => import('./routes/market-questionnaire/MarketQuestionnaireRoute'),
  }),
];
