/**
 * Which sessions a caller sees and how they are counted (from the sessions, or from the roll-ups
 * where they can answer): one module, read by the session list, the export and the statistics,
 * so that none of those imports another.
 */
export {
  RECOVERY_STATUSES,
  resolveScope,
  SESSION_ORDER,
  sessionWhere,
  type SessionScope,
} from './filters';
export { BANDS, countSessionsIn, measuredRows } from './measures';
export { FINAL_OFFER_SUMMARIES, isAgreed, isFailed } from './outcomes';
export { findRollupMark, listSource, statsSource, type StatsSource } from './rollup-source';
export { salesPerShopper, type SalesWindow } from './shopper-sales';
