import type { TRuleContext } from '@parley/contract';
import { crudPaths, link, RETAILER_PATH } from '../../app/route-kit';

/** A retailer's ruleset and archive, and the administrators' algorithm rules. */
export const RULES_PATHS = {
  ruleset: crudPaths(`${RETAILER_PATH}/rules`),
  archive: `${RETAILER_PATH}/archive`,
  algorithm: '/admin/algorithm',
  algorithmNew: '/admin/rules/new',
  algorithmItem: '/admin/rules/:itemId',
} as const;

/** The algorithm rules' editor is told its context in the query string (part 2 §2). */
const ALGORITHM_QUERY = '?context=admin:algorithm' satisfies `?context=${TRuleContext}`;

const ruleItem = link(RULES_PATHS.ruleset.item);
const algorithmNew = link(RULES_PATHS.algorithmNew);
const algorithmItem = link(RULES_PATHS.algorithmItem);

export const rulesLinks = {
  list: link(RULES_PATHS.ruleset.list),
  new: link(RULES_PATHS.ruleset.new),
  edit: ({ retailerId, ruleId }: { retailerId: string; ruleId: string }) =>
    ruleItem({ retailerId, itemId: ruleId }),
  archive: link(RULES_PATHS.archive),
  algorithm: link(RULES_PATHS.algorithm),
  algorithmNew: () => `${algorithmNew()}${ALGORITHM_QUERY}`,
  algorithmEdit: ({ ruleId }: { ruleId: string }) =>
    `${algorithmItem({ itemId: ruleId })}${ALGORITHM_QUERY}`,
};
