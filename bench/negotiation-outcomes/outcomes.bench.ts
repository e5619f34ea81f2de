/**
 * Negotiation outcomes: the engine against the discount pop-up it replaces, on simulated traffic.
 * Each population (a mix of the simulator's shopper styles over a range of list prices) meets,
 * shopper for shopper with the same luck: fixed pop-ups of 0–20 %, the accept-at-walkaway rule,
 * every algorithm version × objective, the clairvoyant (a final offer at each shopper's own
 * reservation: the ceiling for any strategy) and the bound (each shopper charged what they would pay).
 * Then: each style alone, sweeps of the walkaway and of list prices, what gaming gains over an
 * honest twin, the guard rails, the text arm in four languages and the gift with purchase.
 * Run: `npm run bench:outcomes -w @parley/bench`. Settings: BENCH_SHOPPERS per population (2000),
 * BENCH_TWINS (1000), BENCH_TEXT_SHOPPERS (1000), BENCH_WALKAWAY (16 %), BENCH_COST_SHARE (0.6).
 */
import { ALGORITHM_VERSIONS, NEGOTIATION_OBJECTIVES } from '@parley/contract';
import { CONCESSION_STYLES, SHOPPER_LANGUAGES, populationOf } from '@parley/simulator';
import {
  clairvoyant,
  engineOnNumbers,
  engineOnText,
  oracle,
  popUp,
  walkawayRule,
  walkawayRuleFor,
  type Engine,
  type Settings,
} from './arms';
import { emptyReadings } from './in-process-port';
import { emptyGuardRails } from './numbers-port';
import {
  DETAIL_HEADER,
  detailRow,
  money,
  percent,
  signed,
  table,
  type ArmResult,
  type References,
} from './report';
import { summarise } from './tally';
import { MIXES, shoppersOf, type Mix } from './traffic';
import { GAMES, engineFor, gamingGap, type NegotiatorFor } from './twins';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 2000);
const TWINS = Number(process.env.BENCH_TWINS ?? 1000);
const TEXT_SHOPPERS = Number(process.env.BENCH_TEXT_SHOPPERS ?? 1000);
const POP_UPS = [0, 0.05, 0.1, 0.15, 0.2];
const BASE: Settings = {
  walkawayPercentage: Number(process.env.BENCH_WALKAWAY ?? 16),
  costShare: Number(process.env.BENCH_COST_SHARE ?? 0.6),
  gift: null,
};

const ENGINES: Engine[] = ALGORITHM_VERSIONS.flatMap((version) =>
  NEGOTIATION_OBJECTIVES.filter((objective) => objective !== 'none').map((objective) => ({
    version,
    objective,
  })),
);
const labelOf = (engine: Engine) => `${engine.version} · ${engine.objective}`;
const rails = emptyGuardRails();
const out: string[] = [];
const print = (text: string) => out.push(text);

interface MixResult {
  references: References;
  bestMarginPopUp: ArmResult;
  popUps: ArmResult[];
  engines: ArmResult[];
  clairvoyant: ArmResult;
  oracle: ArmResult;
}

async function runMix(mix: Mix, settings: Settings, engines = ENGINES): Promise<MixResult> {
  const shoppers = shoppersOf(mix, SHOPPERS, 'en-GB');
  // A pop-up past the retailer's discount threshold is shown, but is not one they would run.
  const withinThreshold = (discount: number) =>
    discount * 100 <= settings.walkawayPercentage + 1e-9;
  const popUps = POP_UPS.map((discount) => ({
    label: `${discount === 0 ? 'list price only' : `fixed ${discount * 100}% pop-up`}${withinThreshold(discount) ? '' : ' (past the threshold)'}`,
    summary: summarise(popUp(discount, shoppers, settings)),
    eligible: withinThreshold(discount),
  }));
  const best = (key: 'revenuePerShopper' | 'marginPerShopper') =>
    popUps
      .filter((arm) => arm.eligible)
      .reduce((a, b) => (b.summary[key] > a.summary[key] ? b : a));
  const engineResults: ArmResult[] = [];
  for (const engine of engines) {
    const summary = summarise(await engineOnNumbers(engine, shoppers, settings, rails));
    engineResults.push({ label: labelOf(engine), summary });
  }
  return {
    references: {
      bestPopUp: best('revenuePerShopper'),
      walkawayRule: summarise(await walkawayRule(shoppers, settings)),
    },
    bestMarginPopUp: best('marginPerShopper'),
    popUps,
    engines: engineResults,
    clairvoyant: {
      label: 'clairvoyant: a final offer at each reservation',
      summary: summarise(await clairvoyant(shoppers, settings)),
    },
    oracle: {
      label: 'bound: each pays min(list, reservation)',
      summary: summarise(oracle(shoppers, settings)),
    },
  };
}

const vs = (value: number, reference: number) => signed(value / reference - 1);

function compare(results: Map<string, MixResult>, title: string) {
  const names = [...results.keys()];
  const cells = (pick: (result: MixResult) => string) =>
    names.map((name) => pick(results.get(name)!));
  print(`\n### ${title}: revenue per shopper against the best pop-up within the threshold\n`);
  print(
    table(
      ['arm', ...names],
      [
        ['best pop-up', ...cells((r) => r.references.bestPopUp.label.replace(' pop-up', ''))],
        [
          'accept-at-walkaway rule',
          ...cells((r) =>
            vs(
              r.references.walkawayRule.revenuePerShopper,
              r.references.bestPopUp.summary.revenuePerShopper,
            ),
          ),
        ],
        ...ENGINES.map((engine, i) => [
          labelOf(engine),
          ...cells((r) =>
            vs(
              r.engines[i]!.summary.revenuePerShopper,
              r.references.bestPopUp.summary.revenuePerShopper,
            ),
          ),
        ]),
        [
          'clairvoyant',
          ...cells((r) =>
            vs(
              r.clairvoyant.summary.revenuePerShopper,
              r.references.bestPopUp.summary.revenuePerShopper,
            ),
          ),
        ],
        [
          'bound',
          ...cells((r) =>
            vs(
              r.oracle.summary.revenuePerShopper,
              r.references.bestPopUp.summary.revenuePerShopper,
            ),
          ),
        ],
      ],
    ),
  );
  print(
    `\n### ${title}: engine against the accept-at-walkaway rule (revenue) and the best pop-up by margin (margin)\n`,
  );
  print(
    table(
      ['arm', ...names.flatMap((name) => [`${name} revenue vs rule`, `${name} margin vs pop-up`])],
      [
        ...ENGINES.map((engine, i) => ({
          label: labelOf(engine),
          arm: (r: MixResult) => r.engines[i]!,
        })),
        { label: 'clairvoyant', arm: (r: MixResult) => r.clairvoyant },
      ].map(({ label, arm }) => [
        label,
        ...names.flatMap((name) => {
          const r = results.get(name)!;
          const s = arm(r).summary;
          return [
            vs(s.revenuePerShopper, r.references.walkawayRule.revenuePerShopper),
            vs(s.marginPerShopper, r.bestMarginPopUp.summary.marginPerShopper),
          ];
        }),
      ]),
    ),
  );
}

const populations = new Map<string, MixResult>();
for (const mix of MIXES) populations.set(mix.name, await runMix(mix, BASE));
print(
  `Negotiation outcomes: ${SHOPPERS} shoppers per population, walkaway ${BASE.walkawayPercentage}%, cost ${BASE.costShare * 100}% of list, bid limit = exp_max_bids (5).`,
);
compare(populations, 'Populations');

for (const [name, result] of populations) {
  print(`\n#### ${name}\n`);
  const rows = [
    ...result.popUps,
    { label: 'accept-at-walkaway rule', summary: result.references.walkawayRule },
    ...result.engines,
    result.clairvoyant,
    result.oracle,
  ].map((arm) => detailRow(arm, result.references));
  print(table(DETAIL_HEADER, rows));
}

const styles = new Map<string, MixResult>();
for (const style of CONCESSION_STYLES) {
  const mix: Mix = { name: populationOf(style).name, prices: [5, 300], weights: { [style]: 1 } };
  styles.set(mix.name, await runMix(mix, BASE));
}
compare(styles, 'Each style alone (lists 5–300)');

const sweeps = new Map<string, MixResult>();
const retail = MIXES[0]!;
for (const walkawayPercentage of [10, 25, 40]) {
  sweeps.set(
    `walkaway ${walkawayPercentage}%`,
    await runMix(retail, { ...BASE, walkawayPercentage }),
  );
}
for (const prices of [
  [5, 20],
  [20, 200],
  [200, 5000],
] as const) {
  sweeps.set(`lists ${prices[0]}–${prices[1]}`, await runMix({ ...retail, prices }, BASE));
}
compare(sweeps, `Sweeps of ${retail.name}`);

print(
  '\n### Gaming against an honest twin (twin price − gamer price, share of list; positive: gaming paid)\n',
);
const gapRows: string[][] = [];
const gapRow = async (label: string, negotiator: NegotiatorFor) => {
  const row = [label];
  for (const game of GAMES) {
    const gap = await gamingGap(negotiator, game, TWINS);
    row.push(
      `${signed(gap.priceGap)} (${gap.pairs} pairs; deals ${gap.gamerDeals} vs ${gap.honestDeals})`,
    );
  }
  gapRows.push(row);
};
await gapRow('accept-at-walkaway rule', walkawayRuleFor(BASE));
for (const engine of ENGINES) await gapRow(labelOf(engine), engineFor(engine, BASE, rails));
print(table(['arm', ...GAMES.map((game) => `${game} vs twin`)], gapRows));
print(
  `\nGuard rails (every chat above): ${rails.outside} prices outside [walkaway, list] and ${rails.retreats} retreats in ${rails.offers} bot turns.`,
);

print('\n### Text arm: Mixed retail in four languages, through the conversation layer\n');
const textRows: string[][] = [];
const misreadExamples: string[] = [];
const formReadings = new Map<string, ReturnType<typeof emptyReadings>>();
for (const language of SHOPPER_LANGUAGES) {
  for (const version of ALGORITHM_VERSIONS) {
    const engine: Engine = { version, objective: 'balance_performance' };
    const shoppers = shoppersOf(retail, TEXT_SHOPPERS, language);
    const readings = emptyReadings();
    const text = summarise(await engineOnText(engine, shoppers, BASE, readings));
    const numbers = summarise(await engineOnNumbers(engine, shoppers, BASE, rails));
    const best = Math.max(
      ...POP_UPS.filter((d) => d * 100 <= BASE.walkawayPercentage).map(
        (d) => summarise(popUp(d, shoppers, BASE)).revenuePerShopper,
      ),
    );
    textRows.push([
      language,
      labelOf(engine),
      percent(readings.misread / Math.max(1, readings.messages)),
      `${readings.messages}`,
      money(text.revenuePerShopper),
      money(numbers.revenuePerShopper),
      vs(text.revenuePerShopper, best),
    ]);
    if (version === 'a_baseline') {
      misreadExamples.push(...readings.examples.slice(0, 5).map((line) => `${language}: ${line}`));
      formReadings.set(language, readings);
    }
  }
}
print(
  table(
    [
      'language',
      'arm',
      'misread',
      'messages',
      'revenue / shopper (text)',
      'revenue / shopper (numbers)',
      'text vs best pop-up',
    ],
    textRows,
  ),
);
const forms = [...new Set([...formReadings.values()].flatMap((r) => [...r.byForm.keys()]))].sort();
print('\nMisread by what the shopper wrote (a_baseline · balance_performance):\n');
print(
  table(
    ['form', ...SHOPPER_LANGUAGES],
    forms.map((form) => [
      form,
      ...SHOPPER_LANGUAGES.map((language) => {
        const entry = formReadings.get(language)?.byForm.get(form);
        return entry ? `${percent(entry.misread / entry.messages)} of ${entry.messages}` : '–';
      }),
    ]),
  ),
);
if (misreadExamples.length > 0)
  print(`\nMisread examples:\n\n${misreadExamples.map((line) => `- ${line}`).join('\n')}`);

print(
  '\n### Gift with purchase (display value 6% of list, costing the retailer 1.5%): Mixed retail\n',
);
const withGift = await runMix(retail, { ...BASE, gift: { value: 0.06, cost: 0.015 } });
const withoutGift = populations.get(retail.name)!;
print(
  table(
    ['arm', 'revenue without gift', 'revenue with gift', 'margin without gift', 'margin with gift'],
    ENGINES.map((engine, i) => [
      labelOf(engine),
      money(withoutGift.engines[i]!.summary.revenuePerShopper),
      money(withGift.engines[i]!.summary.revenuePerShopper),
      money(withoutGift.engines[i]!.summary.marginPerShopper),
      money(withGift.engines[i]!.summary.marginPerShopper),
    ]),
  ),
);

process.stdout.write(`${out.join('\n')}\n`);
