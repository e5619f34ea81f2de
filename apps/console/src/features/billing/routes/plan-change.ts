import type { TPlanChangeRequest } from '@parley/contract';
import { refusalMessage } from '../../../lib/api-error';
import { useAppContext } from '../../../lib/app-context';
import { useChangePlan } from '../api';

/**
 * A plan change as both plan screens make it (part 2 §4): a `redirect` answer sends the browser
 * to Shopify's confirmation page; any other answer is in force (or waits for approval) and the
 * caller goes on with `onDone`. A refusal is the server's message.
 */
export function usePlanChange(retailerId: string) {
  const { leave } = useAppContext();
  const change = useChangePlan(retailerId);
  const submit = (
    body: TPlanChangeRequest,
    callbacks: { onDone?: () => void; onSettled?: () => void } = {},
  ) =>
    change.mutate(body, {
      onSuccess: (answer) => {
        if (answer.status === 'redirect' && answer.redirect_uri) leave(answer.redirect_uri);
        else callbacks.onDone?.();
      },
      onSettled: callbacks.onSettled,
    });
  return {
    submit,
    pending: change.isPending,
    /** What is being sent, while it is. */
    sending: change.isPending ? change.variables : undefined,
    error: change.isError ? refusalMessage(change.error) : null,
    reset: change.reset,
  };
}
