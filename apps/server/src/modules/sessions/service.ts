import {
  SESSION_DATA_TAGS,
  SESSION_MSG,
  type TChatMessage,
  type TChatMessageUpdate,
  type TSessionAnnotation,
  type TSessionDetail,
  type TSessionDetailQuery,
  type TSessionList,
  type TSessionListQuery,
  type TSessionUpdate,
} from '@parley/contract';
import type { Deps } from '../../deps';
import { FieldError, ForbiddenError, NotFoundError, orNotFound } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { findCohortsByIds } from '../catalogue';
import { presentMessage } from '../widget';
import {
  countSessionsIn,
  findRollupMark,
  listSource,
  RECOVERY_STATUSES,
  resolveScope,
  sessionWhere,
  type SessionScope,
} from '../session-queries';
import { presentSessionDetail, presentSessionRow } from './present';
import { canDecideRecovery, decideRecovery } from './recovery';
import {
  findAddonItem,
  findMessageRow,
  findNeighbourIds,
  findSessionWithRetailer,
  listFollowupSessions,
  listMessageRowsOf,
  listRulesByIds,
  listSessionRows,
  updateAnnotation,
  updateMessageFlags,
  type SessionWithRetailer,
} from './repository';

type ReadDeps = Pick<Deps, 'db' | 'clock'>;

/** GET /sessions: a page of the sessions the caller may see, within the filters, and the total. */
export async function findSessions(
  deps: ReadDeps,
  principal: Principal,
  query: TSessionListQuery & { offset: number },
): Promise<TSessionList> {
  const scope = await resolveScope(deps.db, principal, [query.retailer_id, query.retailerId]);
  const where = sessionWhere(query, scope, deps.clock.now());
  const [rows, total] = await Promise.all([
    listSessionRows(deps.db, where, query.offset),
    // Counted from the dashboard's roll-ups where they hold the filters: a large total is
    // otherwise a count of 10^5-10^6 rows on every page (bench/README.md, "Sessions at scale").
    findRollupMark(deps.db, scope).then((sealedBefore) =>
      countSessionsIn(deps.db, listSource(query, scope, where, deps.clock.now(), sealedBefore)),
    ),
  ]);
  return { sessions: rows.map(presentSessionRow), total };
}

/**
 * A session the caller may open: another retailer's is 404 like a missing one, and so is one
 * a limited-data user may not see (anything but the recovery statuses).
 */
export async function loadSession(
  deps: Pick<Deps, 'db'>,
  principal: Principal,
  sessionId: string,
  scope?: SessionScope,
): Promise<SessionWithRetailer> {
  const found = orNotFound(await findSessionWithRetailer(deps.db, sessionId.toLowerCase()));
  const { session, retailer } = found;
  if (!principal.isAdmin) {
    if (session.retailerId !== principal.retailerId) throw new NotFoundError();
    const limited = retailer.availableFeatures.includes('limited_data');
    if (limited && !RECOVERY_STATUSES.includes(session.summaryStatus)) throw new NotFoundError();
  }
  if (scope?.retailerId && scope.retailerId !== session.retailerId) throw new NotFoundError();
  return found;
}

/** GET /sessions/{id}: everything of part 1 §3 Session detail, neighbours within the filters. */
export async function findSession(
  deps: ReadDeps,
  principal: Principal,
  sessionId: string,
  query: TSessionDetailQuery = {},
): Promise<TSessionDetail> {
  const scope = await resolveScope(deps.db, principal, [query.retailer_id, query.retailerId]);
  const found = await loadSession(deps, principal, sessionId, scope);
  const { session } = found;
  const where = sessionWhere(query, scope, deps.clock.now());
  const [followupRows, rules, addon, neighbours, cohorts] = await Promise.all([
    listFollowupSessions(deps.db, session),
    listRulesByIds(deps.db, session.ruleIds),
    findAddonItem(deps.db, session.addonItemId),
    findNeighbourIds(deps.db, where, session.id),
    findCohortsByIds(deps.db, session.retailerId, session.cohortIds),
  ]);
  const messageRows = await listMessageRowsOf(deps.db, [
    session.id,
    ...followupRows.map((f) => f.id),
  ]);
  const messagesOf = (id: string) => messageRows.filter((row) => row.sessionId === id);
  return presentSessionDetail(principal, {
    found,
    messages: messagesOf(session.id),
    followups: followupRows.map((f) => ({ ...f, messages: messagesOf(f.id) })),
    rules,
    cohorts,
    addon,
    neighbours,
    recoverable: canDecideRecovery(principal, session),
  });
}

/** PUT /sessions/{id}: an administrator's annotation, or the retailer's answer to an offer. */
export async function updateSession(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'log'>,
  principal: Principal,
  sessionId: string,
  update: TSessionUpdate,
): Promise<TSessionDetail> {
  const found = await loadSession(deps, principal, sessionId);
  if ('recovered_parley' in update) {
    await decideRecovery(deps, found, update.recovered_parley);
  } else {
    await annotateSession(deps, principal, found.session.id, update);
  }
  return findSession(deps, principal, found.session.id);
}

async function annotateSession(
  deps: ReadDeps,
  principal: Principal,
  sessionId: string,
  annotation: TSessionAnnotation,
) {
  if (!principal.isAdmin) throw new ForbiddenError();
  const tags: readonly string[] = SESSION_DATA_TAGS;
  if (annotation.data_tag !== null && !tags.includes(annotation.data_tag)) {
    throw new FieldError({ data_tag: SESSION_MSG.dataTagUnknown });
  }
  await updateAnnotation(
    deps.db,
    sessionId,
    {
      dataQuality: annotation.data_quality,
      dataTag: annotation.data_tag,
      dataNote: annotation.data_note,
    },
    deps.clock.now(),
  );
}

/** GET /sessions/{session_id}/chat_messages/{message_id}. */
export async function findChatMessage(
  deps: Pick<Deps, 'db'>,
  principal: Principal,
  sessionId: string,
  messageId: string,
): Promise<TChatMessage> {
  await loadSession(deps, principal, sessionId);
  // Tagging is for administrators; a retailer user learns no more than that (403 on their own
  // sessions, 404 on anyone else's).
  if (!principal.isAdmin) throw new ForbiddenError();
  const row = orNotFound(
    await findMessageRow(deps.db, sessionId.toLowerCase(), messageId.toLowerCase()),
  );
  return presentMessage(row, 'admin');
}

/** PUT of the whole message: only the two incorrect-inference flags are taken from it. */
export async function updateChatMessage(
  deps: Pick<Deps, 'db'>,
  principal: Principal,
  sessionId: string,
  messageId: string,
  message: TChatMessageUpdate,
): Promise<TChatMessage> {
  await findChatMessage(deps, principal, sessionId, messageId);
  const row = await updateMessageFlags(deps.db, messageId.toLowerCase(), {
    incorrectIntentInference: message.incorrect_intent_inference,
    incorrectEntityInference: message.incorrect_entity_inference,
  });
  return presentMessage(row, 'admin');
}
