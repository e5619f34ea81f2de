import type { TApiVersion, TBotTestSessionRequest, TWidgetSessionState } from '@parley/contract';
import { useCallback, useState } from 'react';
import { notify } from '../../../../components/feedback/notify';
import { PageLoader } from '../../../../components/PageLoader';
import { PageNotice } from '../../../../components/PageNotice';
import { refusalMessage } from '../../../../lib/api-error';
import { useBotTest, useRecordBotTestPurchase, useStartBotTest } from '../../api';
import type { TestRunView } from '../../components/TestSession';
import { useWidgetScript } from '../../widget-script';
import { BOT_TESTER_TITLE, BotTesterPage } from './BotTesterPage';

interface TestRun extends Omit<TestRunView, 'orderNumber'> {
  apiVersion: TApiVersion;
}

/**
 * The test's order number, made up rather than asked for: one per negotiation, so that a second
 * Mark as Purchased is the same purchase again rather than another one.
 */
export const testOrderNumber = (parleyId: string) => `TEST-${parleyId.slice(0, 8).toUpperCase()}`;

/** What the purchase record names as the product: the product's id, or the contract's name. */
const subjectOf = (request: TBotTestSessionRequest) =>
  request.negotiationType === 'contract'
    ? (request.offering?.contract_name ?? '')
    : (request.productId ?? '');

export default function BotTesterRoute() {
  const options = useBotTest();
  const start = useStartBotTest();
  const purchase = useRecordBotTestPurchase();
  const data = options.data;
  const widgetFailed = useWidgetScript(data?.widget_urls.script ?? null, data?.api_key ?? null);
  const [run, setRun] = useState<TestRun | null>(null);

  const onSession = useCallback(
    (session: TWidgetSessionState) => setRun((now) => now && { ...now, session }),
    [],
  );
  const onAddedToBasket = useCallback(() => setRun((now) => now && { ...now, inBasket: true }), []);

  if (options.isError) {
    return <PageNotice title={BOT_TESTER_TITLE} message={refusalMessage(options.error)} />;
  }
  if (!data) return <PageLoader />;

  const onStart = (request: TBotTestSessionRequest) =>
    start.mutate(request, {
      onSuccess: ({ parleyId }) => {
        purchase.reset();
        setRun({
          parleyId,
          subject: subjectOf(request),
          apiVersion: request.apiVersion,
          session: null,
          inBasket: false,
        });
      },
      onError: (error) => notify.failure(error),
    });

  const onMarkPurchased = () => {
    if (!run) return;
    purchase.mutate(
      {
        apiVersion: run.apiVersion,
        productId: run.subject,
        parleyId: run.parleyId,
        orderNumber: testOrderNumber(run.parleyId),
      },
      { onError: (error) => notify.failure(error) },
    );
  };

  return (
    <BotTesterPage
      data={data}
      run={run && { ...run, orderNumber: purchase.data?.orderNumber ?? null }}
      starting={start.isPending}
      onStart={onStart}
      session={{
        widgetFailed,
        purchasing: purchase.isPending,
        onSession,
        onAddedToBasket,
        onMarkPurchased,
        onNewTest: () => {
          purchase.reset();
          setRun(null);
        },
      }}
    />
  );
}
