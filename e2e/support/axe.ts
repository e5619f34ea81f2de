import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { THEME_PREVIEW_PATH } from '@parley/contract/theme';
import type { NodeResult } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the conformance large customers ask for (issue 28). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The theme preview frames the shopper widget in the colours a retailer chose, which are theirs
 * to pick (its default theme belongs to the widget, not to the console).
 */
const THEME_PREVIEW_FRAME = `iframe[src="${THEME_PREVIEW_PATH}"]`;

/** The impacts that fail a screen; minor and moderate findings are reported by Lighthouse. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits until the screen has settled: its first heading shown, every part of it scrolled into
 * view once (charts are drawn when scrolled near), no loader left, and no transition running (axe
 * measures colours mid-fade otherwise). Loaders spin forever, so they are excluded.
 */
export async function settle(page: Page) {
  // Screens are lazy chunks: on a busy machine the first one can take a while.
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await frame();
    }
    window.scrollTo(0, 0);
  });
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** The page's visible heading levels, in document order. */
function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.getClientRects().length > 0)
        .map((heading) => Number(heading.tagName.slice(1))),
    );
}

/** The levels that skip one or more below the heading before them ("h2 → h4"). */
function skippedLevels(levels: number[]): string[] {
  return levels.flatMap((level, index) => {
    const previous = levels[index - 1];
    return previous !== undefined && level > previous + 1 ? [`h${previous} → h${level}`] : [];
  });
}

/** Where a finding is and, for a contrast one, the colours axe measured. */
function describeNode(node: NodeResult): string {
  const where = node.target.join(' ');
  const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as
    { fgColor: string; bgColor: string; contrastRatio: number } | undefined;
  return contrast
    ? `${where} ${contrast.fgColor} on ${contrast.bgColor} ${contrast.contrastRatio}:1`
    : where;
}

/**
 * Runs axe-core with the WCAG A/AA rules on the screen the page shows and records, without
 * stopping the walk, its serious and critical violations and any skipped heading level.
 */
export async function expectAccessible(page: Page, screen: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .exclude(THEME_PREVIEW_FRAME)
    .analyze();
  const blocking = violations
    .filter((violation) => violation.impact && BLOCKING_IMPACTS.has(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.nodes
          .map(describeNode)
          .join(' | ')}`,
    );
  expect.soft(blocking, `axe: serious or critical violations on ${screen}`).toEqual([]);
  expect
    .soft(skippedLevels(await headingLevels(page)), `skipped heading levels on ${screen}`)
    .toEqual([]);
}
