import { CATEGORIES, numericValueOf, scoreOf, type Audit, type CategoryId } from './audit';

/** The targets (issue 28); performance depends on the preset's throttling. */
const TARGETS: Record<CategoryId, { desktop: number; mobile: number }> = {
  performance: { desktop: 0.95, mobile: 0.85 },
  accessibility: { desktop: 0.98, mobile: 0.98 },
  'best-practices': { desktop: 0.95, mobile: 0.95 },
};

const targetOf = (audit: Audit, category: CategoryId) => TARGETS[category][audit.preset];

/** Lighthouse's own line between a passed audit and one its report lists as failed. */
const PASSED = 0.9;

/** How many failing nodes to name per audit. */
const SELECTORS_SHOWN = 5;

const isUnderTarget = (audit: Audit, category: CategoryId) =>
  (scoreOf(audit, category) ?? 0) < targetOf(audit, category);

function scoreCell(audit: Audit, category: CategoryId) {
  const score = scoreOf(audit, category);
  if (score === null) return 'n/a';
  return `${score.toFixed(2)}${isUnderTarget(audit, category) ? ' *' : ''}`;
}

function msCell(audit: Audit, auditId: string) {
  const value = numericValueOf(audit, auditId);
  return value === null ? 'n/a' : value.toFixed(0);
}

function printColumns(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: string[]) =>
    row
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** One line per route and preset: the scores, the metrics, the bytes and the load around it. */
export function printTable(audits: Audit[]) {
  const header = [
    'route',
    'preset',
    'perf',
    'a11y',
    'best pr.',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'total kB',
    'load before',
    'load after',
  ];
  const rows = audits.map((audit) => {
    const cls = numericValueOf(audit, 'cumulative-layout-shift');
    const bytes = numericValueOf(audit, 'total-byte-weight');
    return [
      audit.route,
      audit.preset,
      ...CATEGORIES.map((category) => scoreCell(audit, category)),
      msCell(audit, 'first-contentful-paint'),
      msCell(audit, 'largest-contentful-paint'),
      msCell(audit, 'total-blocking-time'),
      cls === null ? 'n/a' : cls.toFixed(3),
      bytes === null ? 'n/a' : (bytes / 1000).toFixed(1),
      audit.loadBefore.toFixed(2),
      audit.loadAfter.toFixed(2),
    ];
  });
  printColumns(header, rows);
  console.log(
    '* under target (performance 0.95 desktop, 0.85 mobile; accessibility 0.98; best practices' +
      ' 0.95). kB = 1000 bytes, as transferred. Load: os.loadavg() of the last minute.',
  );
}

/** The CSS selectors of the nodes an audit's table names (accessibility audits name them). */
function selectorsOf(details: unknown): string[] {
  if (typeof details !== 'object' || details === null || !('items' in details)) return [];
  const { items } = details;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    const node = typeof item === 'object' && item !== null && 'node' in item ? item.node : null;
    if (typeof node !== 'object' || node === null || !('selector' in node)) return [];
    return typeof node.selector === 'string' ? [node.selector] : [];
  });
}

/** The audits the report shows as failed in one category: id, title, figure, nodes. */
function failingAudits(audit: Audit, category: CategoryId): string[] {
  const refs = audit.report.categories[category]?.auditRefs ?? [];
  return refs.flatMap((ref) => {
    const result = audit.report.audits[ref.id];
    if (!result || ref.group === 'hidden' || result.score === null || result.score >= PASSED)
      return [];
    const figure = result.displayValue ? ` (${result.displayValue})` : '';
    const lines = [`    ${result.id}: ${result.title}${figure}`];
    const selectors = selectorsOf(result.details);
    for (const selector of selectors.slice(0, SELECTORS_SHOWN)) lines.push(`      ${selector}`);
    if (selectors.length > SELECTORS_SHOWN)
      lines.push(`      … and ${selectors.length - SELECTORS_SHOWN} more`);
    return lines;
  });
}

/** For each score under its target, the audits that cost it. */
export function printFailingAudits(audits: Audit[]) {
  for (const audit of audits) {
    for (const category of CATEGORIES) {
      if (!isUnderTarget(audit, category)) continue;
      const score = scoreOf(audit, category)?.toFixed(2) ?? 'n/a';
      console.log(
        `\n${audit.route}, ${audit.preset}: ${category} ${score} < ${targetOf(audit, category)}`,
      );
      const lines = failingAudits(audit, category);
      console.log(lines.length > 0 ? lines.join('\n') : '    (no single audit failed)');
    }
  }
}
