import { MSG, type TReason } from '@parley/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../../../components/feedback/confirm-delete';
import { notify } from '../../../../components/feedback/notify';
import { useRouteTitle } from '../../../../components/route-title';
import { refusalMessage } from '../../../../lib/api-error';
import { useDeleteReason, useReasons, useToggleReason } from '../../api';
import { ReasonGate, reasonHrefs, useReasonScope } from '../reason-scope';
import { ReasonListPage } from './ReasonListPage';

/**
 * A retailer's Reasons or the administrators' Reasons global (part 2 §2, §4): Active? is
 * switched from the list, a refusal shown above it (§8); Delete asks first, then the list reloads.
 */
export default function ReasonListRoute() {
  const scope = useReasonScope();
  const title = useRouteTitle() ?? '';
  return (
    <ReasonGate scope={scope} title={title}>
      <ReasonList title={title} />
    </ReasonGate>
  );
}

function ReasonList({ title }: { title: string }) {
  const scope = useReasonScope();
  const navigate = useNavigate();
  const list = useReasons(scope);
  const toggle = useToggleReason(scope);
  const remove = useDeleteReason(scope);
  const [toggleError, setToggleError] = useState<string | null>(null);
  const hrefs = reasonHrefs(scope);

  const onToggleActive = (reason: TReason, active: boolean) => {
    setToggleError(null);
    toggle.mutate(
      { reasonId: reason.reason_id, active },
      { onError: (error) => setToggleError(refusalMessage(error)) },
    );
  };

  const onDelete = (reason: TReason) =>
    confirmDelete({
      item: 'reason',
      onConfirm: () =>
        remove.mutate(reason.reason_id, {
          onSuccess: () => notify.success(MSG.reasonDeleted),
          onError: (error) => notify.failure(error),
        }),
    });

  return (
    <ReasonListPage
      title={title}
      showType={scope.retailerId === null}
      reasons={list.data}
      loadError={list.isError ? refusalMessage(list.error) : null}
      toggleError={toggleError}
      newHref={hrefs.new}
      editHref={(reason) => hrefs.edit(reason.reason_id)}
      togglingId={toggle.isPending ? (toggle.variables?.reasonId ?? null) : null}
      onOpen={(reason) => void navigate(hrefs.edit(reason.reason_id))}
      onToggleActive={onToggleActive}
      onDelete={onDelete}
    />
  );
}
