import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { THEME_DEFAULTS, type TChatLanguage } from '@parley/contract';
import { createTestApp } from '../../../test/test-app';
import {
  insertRunningExperiment,
  shopperInCohort,
  visitorsOf,
} from '../../../test/support/experiments';
import { marginExperiment, storeInExperiment } from '../../../test/support/widget-experiments';
import { buttonTheme, insertLogo, insertTheme } from '../../../test/support/themes';
import { shopperId, startV1, storeWithRule, type TestStore } from '../../../test/support/widget';
import { displayJacket, startSession } from '../../../test/support/widget-calls';
import { themes } from '../../db/schema';
import { shopperIdHash } from './lib/shopper';
import { EXPERIMENT_OFF_REASON } from './experiment';

const t = await createTestApp();
afterAll(() => t.close());

const display = (store: TestStore, shopper: string, language?: TChatLanguage) =>
  displayJacket(t, store, { shopper_id: shopper, ...(language ? { language } : {}) });

/** The display's theme, when its button reads `text`. */
const withButton = (text: string) => ({ button: { text } });

describe('the Negotiate button in a store of a running experiment', () => {
  it('is hidden from a cohort without negotiation, and shown to the other and the control', async () => {
    const { store, experiment } = await storeInExperiment(t, [
      { cohortPercentage: 30, parleyOverrideSetting: 'disable' },
      { cohortPercentage: 50 },
    ]);
    const [off, on] = experiment.cohorts;
    expect(await display(store, shopperInCohort(experiment, off!.id))).toMatchObject({
      show: false,
      reason: EXPERIMENT_OFF_REASON,
    });
    expect((await display(store, shopperInCohort(experiment, on!.id))).show).toBe(true);
    expect((await display(store, shopperInCohort(experiment, null))).show).toBe(true);
  });

  it('wears the cohort’s theme in the languages a store’s own would apply in', async () => {
    const store = await storeWithRule(t, { availableFeatures: ['multi_language'] });
    const logo = await insertLogo(t.db, { width: 90 });
    const english = await insertTheme(t.db, {
      assigned: false,
      configuration: buttonTheme('Make me an offer', '#2E7D32'),
    });
    await t.db.update(themes).set({ logoImageId: logo }).where(eq(themes.id, english));
    const french = await insertTheme(t.db, {
      assigned: false,
      languageCode: 'fr',
      configuration: buttonTheme('Faites une offre', '#C62828'),
    });
    const experiment = await insertRunningExperiment(
      t.db,
      [store.id],
      [
        { cohortPercentage: 40, overrideThemeId: english },
        { cohortPercentage: 40, overrideThemeId: french },
      ],
    );
    const [inEnglish, inFrench] = experiment.cohorts;

    // An en-GB theme applies in every language, as a store's own en-GB theme does.
    const first = shopperInCohort(experiment, inEnglish!.id);
    const shown = await display(store, first);
    expect(shown).toMatchObject({ show: true, language: 'en-GB' });
    expect(shown.theme).toMatchObject(withButton('Make me an offer'));
    expect(shown.logo_url).toBe(`${t.config.publicUrl}/uploads/${logo}.png`);
    expect((await display(store, first, 'de')).theme).toMatchObject(withButton('Make me an offer'));

    // A French theme applies in French only; in English the store's own look stays.
    const second = shopperInCohort(experiment, inFrench!.id);
    expect((await display(store, second, 'fr')).theme).toMatchObject(
      withButton('Faites une offre'),
    );
    expect((await display(store, second, 'en-GB')).theme).toEqual(THEME_DEFAULTS);
    expect((await display(store, shopperInCohort(experiment, null))).theme).toEqual(THEME_DEFAULTS);

    // A theme deleted since leaves its cohort with the store's own look.
    await t.db.delete(themes).where(eq(themes.id, english));
    const after = await display(store, first);
    expect(after.theme).toEqual(THEME_DEFAULTS);
    expect(after.logo_url).toBeNull();
  });

  it('applies a cohort only to the rules of the experiment’s objective, counting its shoppers anyway', async () => {
    const themeId = await insertTheme(t.db, {
      assigned: false,
      configuration: buttonTheme('Make me an offer', '#2E7D32'),
    });
    const stores = await marginExperiment(t, { overrideThemeId: themeId });
    const outside = await display(stores.balanced, shopperId());
    expect(outside.show).toBe(true);
    expect(outside.theme).toEqual(THEME_DEFAULTS);
    const inside = await display(stores.margin, shopperId());
    expect(inside).toMatchObject({ show: false, reason: EXPERIMENT_OFF_REASON });
    expect(inside.theme).toMatchObject(withButton('Make me an offer'));
    await stores.expectVisitorsOfBoth();
  });
});

describe('the visitors of an experiment', () => {
  it('are counted once per shopper, at their first page, with their cohort', async () => {
    const { store, experiment } = await storeInExperiment(t, [{ cohortPercentage: 50 }]);
    const cohortId = experiment.cohorts[0]!.id;
    const inCohort = shopperInCohort(experiment, cohortId);
    const inControl = shopperInCohort(experiment, null);
    const firstSeen = t.clock.now();
    await display(store, inCohort);
    await display(store, inControl);
    t.clock.advance(60);
    expect((await startSession(t, store, startV1(inCohort))).session.session_id).toBeTruthy();
    t.clock.advance(60);
    await display(store, inCohort);
    await display(store, inControl);

    const visitors = await visitorsOf(t.db, experiment.id);
    expect(
      visitors.map(({ shopperIdHash: hash, cohortId: cohort, firstSeenAt, retailerId }) => ({
        hash,
        cohort,
        firstSeenAt,
        retailerId,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          hash: shopperIdHash(store.id, inCohort),
          cohort: cohortId,
          firstSeenAt: firstSeen,
          retailerId: store.id,
        },
        {
          hash: shopperIdHash(store.id, inControl),
          cohort: null,
          firstSeenAt: firstSeen,
          retailerId: store.id,
        },
      ]),
    );
    expect(visitors).toHaveLength(2);
  });

  it('include a shopper whose first contact is a start', async () => {
    const { store, experiment } = await storeInExperiment(t, [{}]);
    const shopper = shopperId();
    await startSession(t, store, startV1(shopper));
    const [visitor] = await visitorsOf(t.db, experiment.id);
    expect(visitor?.shopperIdHash).toBe(shopperIdHash(store.id, shopper));
  });
});
