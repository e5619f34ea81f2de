import type { TExpression } from '@parley/contract';

/** The bot's faces; each has a webm, an mp4 and an svg in apps/server/public/expressions. */
export const EXPRESSION_IDS = [
  'welcome',
  'thinking',
  'firm',
  'sad',
  'happy',
  'celebrate',
  'wink',
] as const;
export type ExpressionId = (typeof EXPRESSION_IDS)[number];

/**
 * The widget's <video> plays the first source the browser can: webm is the smaller file, mp4 is
 * for browsers without webm; the svg is the still shown once the video has played.
 */
const FORMATS = [
  { extension: 'webm', type: 'video/webm' },
  { extension: 'mp4', type: 'video/mp4' },
  { extension: 'svg', type: 'image/svg+xml' },
] as const;

/** The expression for a bot reply; the celebration carries the deal's texts. */
export function expressionOf(
  id: ExpressionId,
  celebration?: { percentage?: string; dealPrice?: string },
): TExpression {
  return {
    expressionId: id,
    // Relative: the widget resolves them against its own origin, the server that serves them.
    sources: FORMATS.map(({ extension, type }) => ({
      url: `/expressions/${id}.${extension}`,
      type,
    })),
    ...(celebration?.percentage === undefined ? {} : { percentage: celebration.percentage }),
    ...(celebration?.dealPrice === undefined ? {} : { dealPrice: celebration.dealPrice }),
  };
}
