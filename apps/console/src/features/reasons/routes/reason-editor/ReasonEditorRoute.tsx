import type { TReason, TReasonForm } from '@parley/contract';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../../components/feedback/notify';
import { unloadedItem } from '../../../../components/PageNotice';
import { useReason, useSaveReason } from '../../api';
import { REASON_ITEM } from '../../links';
import { ReasonGate, reasonHrefs, useReasonScope } from '../reason-scope';
import { REASON_EDITOR_TITLE, ReasonEditorPage } from './ReasonEditorPage';

/** A new reason starts inactive (part 2 §3, §4). */
const NEW_REASON: TReasonForm = { text: '', active: false };

const formOf = (reason: TReason): TReasonForm => ({
  text: reason.reason_text,
  active: reason.reason_active,
});

/** New (no itemId) or existing reason, of a retailer or global (part 2 §2 Reasons). */
export default function ReasonEditorRoute() {
  const scope = useReasonScope();
  const { itemId } = useParams();
  return (
    <ReasonGate scope={scope} title={REASON_EDITOR_TITLE}>
      <ReasonEditor key={itemId ?? 'new'} reasonId={itemId ?? null} />
    </ReasonGate>
  );
}

function ReasonEditor({ reasonId }: { reasonId: string | null }) {
  const scope = useReasonScope();
  const navigate = useNavigate();
  const reason = useReason(reasonId, scope.context);
  const save = useSaveReason(scope);
  const hrefs = reasonHrefs(scope);

  const unloaded = unloadedItem(reasonId, reason, {
    title: REASON_EDITOR_TITLE,
    backHref: hrefs.list,
    backLabel: 'Back to Reasons',
  });
  if (unloaded) return unloaded;

  const onSubmit = async (values: TReasonForm) => {
    await save.mutateAsync({
      reasonId,
      body: {
        reason_id: reasonId,
        context: scope.context,
        retailer_id: scope.retailerId,
        reason_text: values.text,
        active: values.active,
      },
    });
    if (reasonId === null) notify.created(REASON_ITEM);
    else notify.saved(REASON_ITEM);
    void navigate(hrefs.list);
  };

  return (
    <ReasonEditorPage
      initial={reason.data ? formOf(reason.data) : NEW_REASON}
      saving={save.isPending}
      onSubmit={onSubmit}
      onCancel={() => void navigate(hrefs.list)}
    />
  );
}
