import {
  DEFAULT_TIMEZONE,
  MSG,
  PRODUCT_FIELD,
  PRODUCT_TERM,
  SESSION_MSG,
  type TChatMessage,
  type TRecoveryDecision,
  type TSessionAnnotation,
  type TSessionDetail,
} from '@parley/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { notify } from '../../../../components/feedback/notify';
import { refusalMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { saveFile } from '../../../../lib/save-file';
import { useUrlParam } from '../../../../lib/url-state';
import { hasRetailerFeature, useRetailer } from '../../../retailers';
import {
  sessionKeys,
  useChatMessage,
  useSession,
  useUpdateChatMessage,
  useUpdateSession,
} from '../../api';
import { AnnotationModal } from '../../components/annotation/AnnotationModal';
import { chatImage, chatImageName } from '../../components/chat/chat-image';
import { TaggingModal } from '../../components/tagging/TaggingModal';
import { sessionsLinks } from '../../links';
import { useSessionScope } from '../session-scope';
import { ruleHref } from './detail-values';
import { SessionDetailPage } from './SessionDetailPage';

const RECOVERED = `recovered_${PRODUCT_FIELD}` as const;

/** The session (or follow-up session) holding a message, for its tagging calls. */
function sessionOfMessage(session: TSessionDetail | undefined, messageId: string) {
  if (!session) return null;
  if (session.messages.some((message) => message.message_id === messageId)) {
    return session.session_id;
  }
  const followup = session.followup_sessions.find((candidate) =>
    candidate.messages.some((message) => message.message_id === messageId),
  );
  return followup?.session_id ?? null;
}

/**
 * /sessions/{id} (administrators) and /retailers/{retailerId}/sessions/{id}. The list's filters
 * stay in the query string: they choose the previous and next sessions and the arrows keep them.
 * The annotation and tagging dialogs are in the URL too (?annotate=open, ?tag={message id}).
 */
export default function SessionDetailRoute() {
  const { itemId = '' } = useParams();
  const queryClient = useQueryClient();
  const { retailerId: contextRetailerId, isAdmin, known, filters, scoped } = useSessionScope();
  const detail = useSession(known ? itemId : '', {
    ...scoped,
    retailer_id: contextRetailerId ?? undefined,
  });
  const session = detail.data;
  // Administrators across retailers: the session's own retailer has the timezone and features.
  const retailer = useRetailer(contextRetailerId ?? session?.retailer_id ?? null);
  const timezone = retailer.data?.timezone_code ?? DEFAULT_TIMEZONE;

  const [annotate, setAnnotate] = useUrlParam('annotate');
  const [tagId, setTagId] = useUrlParam('tag');
  const tagSessionId = tagId ? sessionOfMessage(session, tagId) : null;
  const tagged = useChatMessage(tagSessionId ?? '', isAdmin && tagSessionId ? tagId : null);
  const update = useUpdateSession(itemId);
  const updateMessage = useUpdateChatMessage(tagSessionId ?? '');
  const [savingImage, setSavingImage] = useState(false);

  const onAnnotation = (annotation: TSessionAnnotation) =>
    update.mutate(annotation, {
      onSuccess: () => {
        notify.success(MSG.saved);
        setAnnotate('');
      },
      onError: (error) => notify.failure(error),
    });

  const onDecide = (decision: TRecoveryDecision) =>
    update.mutate({ [RECOVERED]: decision }, { onError: (error) => notify.failure(error) });

  const onTag = (message: TChatMessage) =>
    updateMessage.mutate(message, {
      onSuccess: () => {
        notify.success(SESSION_MSG.messageTaggingSaved);
        setTagId('');
        // A follow-up's message is shown inside this session's copy too.
        if (tagSessionId !== itemId) {
          void queryClient.invalidateQueries({ queryKey: sessionKeys.detail(itemId) });
        }
      },
      onError: (error) => notify.failure(error),
    });

  const onSaveImage = async (current: TSessionDetail) => {
    setSavingImage(true);
    try {
      const heading = `${PRODUCT_TERM} ${current.session_id} · ${formatDateTime(current.created_at, timezone)}`;
      const messages = [
        ...current.messages,
        ...current.followup_sessions.flatMap((followup) => followup.messages),
      ];
      saveFile(await chatImage(heading, messages), chatImageName(current.session_id, new Date()));
    } catch {
      notify.danger(SESSION_MSG.chatImageFailed);
    } finally {
      setSavingImage(false);
    }
  };

  const neighbour = (id: string | null | undefined) =>
    id ? sessionsLinks.item({ retailerId: contextRetailerId, sessionId: id }, filters) : null;
  return (
    <>
      <SessionDetailPage
        session={session}
        errorMessage={detail.isError ? refusalMessage(detail.error) : null}
        listHref={sessionsLinks.list({ retailerId: contextRetailerId }, filters)}
        prevHref={neighbour(session?.session_prev_id)}
        nextHref={neighbour(session?.session_next_id)}
        timezone={timezone}
        isAdmin={isAdmin}
        ruleHref={(rule) => ruleHref(rule, isAdmin)}
        canSaveImage={isAdmin && hasRetailerFeature(retailer.data, 'chat_export')}
        savingImage={savingImage}
        deciding={update.isPending}
        onAnnotate={() => setAnnotate('open')}
        onSaveImage={() => session && void onSaveImage(session)}
        onDecide={onDecide}
        onSelectMessage={isAdmin ? (message) => setTagId(message.message_id) : undefined}
      />
      {session && isAdmin && annotate === 'open' ? (
        <AnnotationModal
          initial={session}
          availableTags={session.available_tags}
          saving={update.isPending}
          onSave={onAnnotation}
          onClose={() => setAnnotate('')}
        />
      ) : null}
      {session && isAdmin && tagSessionId ? (
        <TaggingModal
          message={tagged.data ?? null}
          loading={tagged.isPending}
          saving={updateMessage.isPending}
          onSave={onTag}
          onClose={() => setTagId('')}
        />
      ) : null}
    </>
  );
}
