import type { TBotReaction, TUserReaction } from '@parley/contract';

/** The reactions as the widget draws them (part 1 §9), so the log reads as the shopper saw it. */
export const REACTION_EMOJI: Record<TUserReaction | TBotReaction, string> = {
  sad: '😢',
  heart: '❤️',
  angry: '😠',
  thinking: '🤔',
  sobbing: '😭',
  happy: '😊',
};
