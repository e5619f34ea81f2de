import type { Summary } from './tally';

/** Markdown tables for the outcomes benchmark. */

export const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;
export const signed = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;
export const money = (value: number) => value.toFixed(2);

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** A named arm's result beside the references it must beat. */
export interface ArmResult {
  label: string;
  summary: Summary;
}

export interface References {
  bestPopUp: ArmResult;
  walkawayRule: Summary;
}

export const DETAIL_HEADER = [
  'arm',
  'revenue / shopper',
  'vs best pop-up',
  'vs walkaway rule',
  'margin / shopper',
  'margin vs best pop-up',
  'deal rate',
  'purchase rate',
  'avg discount',
  'turns to deal',
] as const;

export function detailRow(arm: ArmResult, references: References): string[] {
  const { summary } = arm;
  const ratio = (value: number, reference: number) =>
    reference === 0 ? '–' : signed(value / reference - 1);
  return [
    arm.label,
    money(summary.revenuePerShopper),
    ratio(summary.revenuePerShopper, references.bestPopUp.summary.revenuePerShopper),
    ratio(summary.revenuePerShopper, references.walkawayRule.revenuePerShopper),
    money(summary.marginPerShopper),
    ratio(summary.marginPerShopper, references.bestPopUp.summary.marginPerShopper),
    percent(summary.dealRate),
    percent(summary.purchaseRate),
    percent(summary.avgDiscount),
    summary.turnsToDeal.toFixed(2),
  ];
}
