import type { TExpression } from '@parley/contract';
import { useState } from 'preact/hooks';
import { resolved } from './asset-url';

interface ExpressionProps {
  expression: TExpression;
  /** Only a message that just arrived plays its video; older ones show the still. */
  animate: boolean;
  reducedMotion: boolean;
  assetOrigin: string;
}

/**
 * The bot's face above its reply (400 by 224): the video plays muted, once, then gives way to the
 * still image; with prefers-reduced-motion, or when the video cannot play, only the still shows.
 * Decorative: the words carry the meaning, so it is hidden from screen readers.
 */
export function Expression({ expression, animate, reducedMotion, assetOrigin }: ExpressionProps) {
  const [played, setPlayed] = useState(false);
  const sources = expression.sources
    .map((source) => ({ type: source.type, url: resolved(source.url, assetOrigin) }))
    .filter((source): source is { type: typeof source.type; url: string } => source.url !== null);
  const still = sources.find((source) => source.type === 'image/svg+xml');
  const videos = sources.filter((source) => source.type.startsWith('video/'));

  if (animate && !reducedMotion && !played && videos.length > 0) {
    return (
      <video
        class="pw-expression"
        width={400}
        height={224}
        muted
        autoplay
        playsInline
        aria-hidden="true"
        onEnded={() => setPlayed(true)}
        onError={() => setPlayed(true)}
      >
        {videos.map((video) => (
          <source key={video.url} src={video.url} type={video.type} />
        ))}
      </video>
    );
  }
  if (!still) return null;
  return <img class="pw-expression" src={still.url} width={400} height={224} alt="" />;
}
