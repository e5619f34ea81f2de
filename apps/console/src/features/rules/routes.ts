import { admin, crud, route, type RouteDef } from '../../app/route-kit';
import { RULES_PATHS } from './links';

/** One list screen and one editor serve the ruleset, the archive and the algorithm rules. */
const list = () => import('./routes/rule-list/RuleListRoute');
const editor = () => import('./routes/rule-editor/RuleEditorRoute');

export const rulesRoutes: RouteDef[] = [
  admin({
    id: 'admin.algorithm',
    path: RULES_PATHS.algorithm,
    title: 'Algorithm Rules',
    screen: list,
  }),
  admin({
    id: 'admin.rules.new',
    path: RULES_PATHS.algorithmNew,
    title: 'New Algorithm Rule',
    screen: editor,
  }),
  admin({
    id: 'admin.rules.item',
    path: RULES_PATHS.algorithmItem,
    title: 'Algorithm Rule',
    screen: editor,
  }),
  ...crud('retailer.rules', RULES_PATHS.ruleset, 'Ruleset', 'Rule', route, { list, editor }),
  route({
    id: 'retailer.archive',
    path: RULES_PATHS.archive,
    title: 'Rules Archive',
    screen: list,
  }),
];
