import { DEFAULT_USAGE_CAP, MSG, type TBillingScheme } from '@parley/contract';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { refusalMessage } from '../../../../lib/api-error';
import { useUrlParam } from '../../../../lib/url-state';
import { usePlan, usePlanPasswordEmail } from '../../api';
import { billingLinks, CHARGE_ID_PARAM, SPENDING_LIMIT_PARAM } from '../../links';
import { usePlanChange } from '../plan-change';
import type { PasswordRequestState } from './AccountCard';
import { PlanPage } from './PlanPage';

/**
 * Account & Plan (part 2 §2, §4): approves a pending upgrade, sets the spending limit (the dialog
 * is in the URL), requests a password e-mail, and confirms Shopify's charge when the store comes
 * back with charge_id.
 */
export default function PlanRoute() {
  const { retailerId = '' } = useParams();
  const plan = usePlan(retailerId);
  const change = usePlanChange(retailerId);
  const password = usePlanPasswordEmail(retailerId);
  const [limitFor, setLimitFor] = useUrlParam(SPENDING_LIMIT_PARAM);
  useChargeConfirmation(change);

  const scheme = plan.data;
  const hasLimit = scheme !== undefined && scheme.usage_fee_percentage > 0;
  const limitOpen = hasLimit && limitFor === scheme.pricing_plan.identifier;
  const sending = change.sending;
  const passwordRequest: PasswordRequestState = password.isPending
    ? 'requesting'
    : password.isSuccess
      ? 'requested'
      : password.isError
        ? 'error'
        : 'idle';

  const onApprove = (pending: NonNullable<TBillingScheme['pending_scheme']>) =>
    change.submit({
      plan_identifier: pending.pricing_plan.identifier,
      pending_billing_scheme_id: pending.billing_scheme_id,
    });

  return (
    <PlanPage
      scheme={scheme}
      loadError={plan.isError ? refusalMessage(plan.error) : null}
      changeError={limitOpen ? null : change.error}
      notices={{
        retailerId,
        choiceHref: billingLinks.planChoice({ retailerId }),
        confirmingCharge: sending !== undefined && 'shopify_charge_id' in sending,
        approving: sending !== undefined && 'pending_billing_scheme_id' in sending,
        onApprove: () => {
          if (scheme?.pending_scheme) onApprove(scheme.pending_scheme);
        },
      }}
      account={{
        passwordRequest,
        requestedMessage: MSG.adminPasswordRequested,
        failedMessage: MSG.passwordRequestFailed,
        onChangePassword: () => password.mutate(),
      }}
      spendingLimit={
        limitOpen
          ? {
              planName: scheme.pricing_plan.name,
              currency: scheme.currency,
              initialCap: Number(scheme.billing_cycle_usage_cap ?? DEFAULT_USAGE_CAP),
              saving: change.pending,
              error: change.error,
              onSave: (usageCap) =>
                change.submit(
                  { plan_identifier: scheme.pricing_plan.identifier, usage_cap: usageCap },
                  { onDone: () => setLimitFor('') },
                ),
              onClose: () => {
                change.reset();
                setLimitFor('');
              },
            }
          : null
      }
      onSpendingLimit={
        hasLimit
          ? () => {
              change.reset();
              setLimitFor(scheme.pricing_plan.identifier);
            }
          : null
      }
    />
  );
}

/**
 * Back from Shopify with ?charge_id=…: the charge is confirmed once (a second render, or React's
 * second effect in development, must not send it again), then the parameter leaves the URL so a
 * reload does not send it either.
 */
function useChargeConfirmation(change: ReturnType<typeof usePlanChange>) {
  const [chargeId, setChargeId] = useUrlParam(CHARGE_ID_PARAM);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!chargeId || sent.current === chargeId) return;
    sent.current = chargeId;
    change.submit(
      { shopify_charge_id: chargeId },
      { onSettled: () => setChargeId('', { replace: true }) },
    );
  }, [chargeId, change, setChargeId]);
}
