import type { TWidgetDisplayRequest, TWidgetDisplayResponse } from '@parley/contract';
import { DISPLAY_CHECKS_MAX } from '@parley/contract/widget-routes';

type SendChecks = (
  checks: TWidgetDisplayRequest[],
) => Promise<{ checks: TWidgetDisplayResponse[] }>;

interface Waiting {
  body: TWidgetDisplayRequest;
  resolve: (answer: TWidgetDisplayResponse) => void;
  reject: (error: unknown) => void;
}

/**
 * One display check per button, sent as one request for all the buttons that ask together (a
 * page's buttons mount in the same task, and their dwell-time checks fall due together): a page
 * of four buttons shows them after one round trip instead of four requests. More than
 * DISPLAY_CHECKS_MAX at once go in several requests, sent side by side.
 */
export function batchDisplayChecks(send: SendChecks) {
  let waiting: Waiting[] = [];

  const sendBatch = async (batch: Waiting[]) => {
    try {
      const answer = await send(batch.map((entry) => entry.body));
      batch.forEach((entry, index) => {
        const check = answer.checks[index];
        if (check) entry.resolve(check);
        else entry.reject(new Error('Parley: the display check answered fewer buttons'));
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  };

  const flush = () => {
    const asked = waiting;
    waiting = [];
    for (let start = 0; start < asked.length; start += DISPLAY_CHECKS_MAX) {
      void sendBatch(asked.slice(start, start + DISPLAY_CHECKS_MAX));
    }
  };

  return (body: TWidgetDisplayRequest) =>
    new Promise<TWidgetDisplayResponse>((resolve, reject) => {
      waiting.push({ body, resolve, reject });
      // Whoever else asks in this task goes in the same request.
      if (waiting.length === 1) setTimeout(flush, 0);
    });
}
