import { DEFAULT_USAGE_CAP, type TPlanChoice } from '@parley/contract';
import { useLocation, useNavigate, useParams } from 'react-router';
import { refusalMessage } from '../../../../lib/api-error';
import { useUrlParam } from '../../../../lib/url-state';
import { usePlanChoices } from '../../api';
import { billingLinks, SPENDING_LIMIT_PARAM } from '../../links';
import { usePlanChange } from '../plan-change';
import { PlanChoicePage } from './PlanChoicePage';

/**
 * Choose Your Plan (part 2 §2, §4): a self-serve plan is chosen here, first with its monthly
 * spending limit when it has usage charges (the dialog is in the URL, naming the plan); then the
 * browser goes to Shopify, or to Account & Plan once the plan is in force.
 */
export default function PlanChoiceRoute() {
  const { retailerId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const choices = usePlanChoices(retailerId);
  const change = usePlanChange(retailerId);
  const [limitFor, setLimitFor] = useUrlParam(SPENDING_LIMIT_PARAM);

  const choosable = (plan: TPlanChoice) => plan.self_serve && !plan.is_current_plan;
  const limitPlan =
    choices.data?.find(
      (plan) => plan.identifier === limitFor && plan.has_usage_charges && choosable(plan),
    ) ?? null;
  const toPlanPage = () => void navigate(billingLinks.plan({ retailerId }));

  const onChoose = (plan: TPlanChoice) => {
    change.reset();
    if (plan.has_usage_charges) setLimitFor(plan.identifier);
    else change.submit({ plan_identifier: plan.identifier }, { onDone: toPlanPage });
  };

  // The first page of the console's history has no page to go back to (part 2 §2: then /).
  const onChangedMind = () => void (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <PlanChoicePage
      plans={choices.data}
      loadError={choices.isError ? refusalMessage(choices.error) : null}
      chooseError={limitPlan ? null : change.error}
      choosing={
        change.sending && 'plan_identifier' in change.sending
          ? change.sending.plan_identifier
          : null
      }
      spendingLimit={
        limitPlan && {
          planName: limitPlan.name,
          currency: limitPlan.pricing.currency,
          initialCap: DEFAULT_USAGE_CAP,
          saving: change.pending,
          error: change.error,
          onSave: (usageCap) =>
            change.submit(
              { plan_identifier: limitPlan.identifier, usage_cap: usageCap },
              { onDone: toPlanPage },
            ),
          onClose: () => {
            change.reset();
            setLimitFor('');
          },
        }
      }
      onChoose={onChoose}
      onChangedMind={onChangedMind}
    />
  );
}
