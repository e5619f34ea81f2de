import type { TBotReaction, TUserReaction } from './chat';

/**
 * The emoji of each reaction (part 1 §9): the shopper widget draws them, and the console's session
 * log shows the same ones so that it reads as the shopper saw it. A subpath of its own
 * (`@parley/contract/reactions`) so the widget's bundle takes it without zod: it imports types only.
 */
export const REACTION_EMOJI: Record<TUserReaction | TBotReaction, string> = {
  sad: '😢',
  heart: '❤️',
  angry: '😠',
  thinking: '🤔',
  sobbing: '😭',
  happy: '😊',
};
