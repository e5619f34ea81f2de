import type { TExpression } from '@parley/contract';
import { useState } from 'react';

const WIDTH = 400;
const HEIGHT = 224;

/**
 * The engine stores the faces' addresses relative to the server that serves them (the console's
 * own origin); only web addresses are used, whatever else a stored message may hold.
 */
function webUrl(url: string): string | null {
  try {
    const absolute = new URL(url, window.location.origin);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : null;
  } catch {
    return null;
  }
}

/**
 * The bot's face above its reply (400 by 224), as the shopper saw it: the video plays muted and
 * once, then gives way to the still svg. The still is the video's poster, so the box shows the
 * face while the video loads or where it cannot play; when no source can play (Chromium without
 * the codec) the still replaces it, and without a still the box is not drawn at all. Decorative:
 * the words carry the meaning, so it is hidden from screen readers.
 */
export function Expression({ expression }: { expression: TExpression }) {
  const [ended, setEnded] = useState(false);
  const sources = expression.sources.flatMap((source) => {
    const url = webUrl(source.url);
    return url ? [{ type: source.type, url }] : [];
  });
  const still = sources.find((source) => source.type === 'image/svg+xml');
  const videos = sources.filter((source) => source.type.startsWith('video/'));
  const giveUp = () => setEnded(true);

  if (!ended && videos.length > 0) {
    return (
      <video
        width={WIDTH}
        height={HEIGHT}
        muted
        autoPlay
        playsInline
        poster={still?.url}
        aria-hidden="true"
        data-testid="expression-video"
        style={{ maxWidth: '100%', height: 'auto' }}
        onEnded={giveUp}
        onError={(event) => {
          // A failing <source> reports its own error (React passes it up to here) and the next
          // one is tried: only the video's own error or its last source's means none can play.
          const failed = event.target;
          const video = event.currentTarget;
          if (failed === video || failed === video.lastElementChild) giveUp();
        }}
      >
        {videos.map((video) => (
          <source key={video.url} src={video.url} type={video.type} />
        ))}
      </video>
    );
  }
  if (!still) return null;
  return (
    <img
      src={still.url}
      width={WIDTH}
      height={HEIGHT}
      alt=""
      data-testid="expression-still"
      style={{ maxWidth: '100%', height: 'auto' }}
    />
  );
}
