import { loadavg } from 'node:os';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import type { SignedInBrowser } from './signed-in-browser';

export type Preset = 'desktop' | 'mobile';
export type CategoryId = 'performance' | 'accessibility' | 'best-practices';

export const CATEGORIES: readonly CategoryId[] = ['performance', 'accessibility', 'best-practices'];

/** One Lighthouse run of one route with one preset, and the machine's load around it. */
export interface Audit {
  route: string;
  preset: Preset;
  report: Result;
  /** os.loadavg()[0], the last minute's, just before and just after the run. */
  loadBefore: number;
  loadAfter: number;
}

/**
 * Audits `url` in the tab Lighthouse opens in the signed-in browser. Storage is kept
 * (disableStorageReset): clearing it would sign the console out. That also keeps the HTTP
 * cache, emptied here instead so that every run is a first visit. A report that ends anywhere
 * but `url` (the hosted log-in, after a lost session) measures the wrong page, and throws.
 */
export async function audit(
  browser: SignedInBrowser,
  route: string,
  preset: Preset,
  url: string,
): Promise<Audit> {
  await browser.clearCache();
  const loadBefore = loadavg()[0] ?? 0;
  const result = await lighthouse(
    url,
    {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: [...CATEGORIES],
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const loadAfter = loadavg()[0] ?? 0;
  if (!result) throw new Error(`Lighthouse returned no result for ${route} (${preset})`);
  const report = result.lhr;
  if (report.runtimeError)
    throw new Error(`Lighthouse failed on ${route} (${preset}): ${report.runtimeError.message}`);
  if (!report.finalDisplayedUrl.startsWith(url))
    throw new Error(
      `${route} (${preset}) ended on ${report.finalDisplayedUrl}, not ${url}: not signed in?`,
    );
  return { route, preset, report, loadBefore, loadAfter };
}

export const scoreOf = (audit: Audit, category: CategoryId): number | null =>
  audit.report.categories[category]?.score ?? null;

export const numericValueOf = (audit: Audit, auditId: string): number | null =>
  audit.report.audits[auditId]?.numericValue ?? null;

/**
 * The run of the median performance score (the lower of the two middle ones for an even
 * count), reported whole so that its figures and load average belong together.
 */
export function medianRun(runs: Audit[]): Audit {
  const sorted = [...runs].sort(
    (a, b) => (scoreOf(a, 'performance') ?? 0) - (scoreOf(b, 'performance') ?? 0),
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No run to take the median of');
  return median;
}
