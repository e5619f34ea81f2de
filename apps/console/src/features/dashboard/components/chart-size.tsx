import { Skeleton } from '@mantine/core';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The charts' sizes, apart from the charts: they load after the figures (the charting library is
 * large), and their placeholder takes the same room so that nothing moves when they arrive.
 */
export const DAY_CHART_HEIGHT = 260;
export const SANKEY_SIZE = { width: 880, height: 380 } as const;

/** Where a chart will be, while its code loads. */
export function ChartPlaceholder({ height }: { height: number }) {
  return <Skeleton h={height} role="status" aria-label="Loading the chart" />;
}

/** How far below the window a chart starts loading: it is drawn by the time it is scrolled to. */
const AHEAD = '300px';

/**
 * A chart loaded and drawn once its place comes near the window: drawing one is the page's
 * longest task (most of a phone's main-thread time on the dashboard), and one below the fold
 * need not hold up the figures above it. Without IntersectionObserver it is drawn at once.
 */
export function DeferredChart({ height, children }: { height: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // Not yet loading: the same room, with nothing to announce.
  if (!near) return <Skeleton ref={place} h={height} aria-hidden animate={false} />;
  return <Suspense fallback={<ChartPlaceholder height={height} />}>{children}</Suspense>;
}
