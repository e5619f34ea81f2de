import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { THEME_DEFAULTS } from '@parley/contract';
import { createTestApp } from '../../../test/test-app';
import { insertRunningExperiment } from '../../../test/support/experiments';
import { buttonTheme, insertLogo, insertTheme } from '../../../test/support/themes';
import { experiments, themes } from '../../db/schema';
import { findStoreExperiment } from './store-experiment';

const t = await createTestApp();
afterAll(() => t.close());

const storeId = async () => (await t.createRetailer()).id;

describe('findStoreExperiment', () => {
  it('reads the running experiment with its cohorts in order, their overrides and themes', async () => {
    const store = await storeId();
    const logo = await insertLogo(t.db);
    const themeId = await insertTheme(t.db, {
      assigned: false,
      languageCode: 'fr',
      configuration: buttonTheme('Faites une offre', '#C62828'),
    });
    await t.db.update(themes).set({ logoImageId: logo }).where(eq(themes.id, themeId));
    const experiment = await insertRunningExperiment(
      t.db,
      [store, await storeId()],
      [
        { name: 'Second', position: 1, cohortPercentage: 20, parleyOverrideSetting: 'disable' },
        {
          name: 'First',
          position: 0,
          cohortPercentage: 30.5,
          overrideThemeId: themeId,
          algorithmVersion: 'c_exponential',
          targetDiscountPercentage: 7.5,
          hyperParameters: { tolerance: 0.2 },
          features: [
            { id: 'free_shipping', feature_override_setting: 'enable', hyper_parameters: {} },
            { id: 'signposting', feature_override_setting: 'disable', hyper_parameters: {} },
            {
              id: 'recovered_parleys',
              feature_override_setting: 'no_change',
              hyper_parameters: {},
            },
          ],
        },
      ],
      { objective: 'preserve_margin' },
    );
    const [second, first] = experiment.cohorts;

    const found = await findStoreExperiment(t.db, store);
    expect(found).toMatchObject({ id: experiment.id, objective: 'preserve_margin' });
    const { cohorts } = found!;
    expect(cohorts.map(({ theme: _, ...cohort }) => cohort)).toEqual([
      {
        id: first!.id,
        percentage: 30.5,
        parleyOverride: 'no_change',
        algorithmVersion: 'c_exponential',
        hyperParameters: { tolerance: 0.2 },
        targetDiscountPercentage: 7.5,
        features: { free_shipping: true, signposting: false },
      },
      {
        id: second!.id,
        percentage: 20,
        parleyOverride: 'disable',
        algorithmVersion: null,
        hyperParameters: {},
        targetDiscountPercentage: null,
        features: {},
      },
    ]);
    // The theme as the store's own are kept: merged over the defaults, with its logo.
    expect(cohorts[0]!.theme).toMatchObject({
      themeId,
      retailerId: null,
      languageCode: 'fr',
      configuration: { button: { text: 'Faites une offre' } },
      logo: { id: logo },
    });
    expect(cohorts[1]!.theme).toBeNull();
  });

  it('loses a cohort’s theme once it is deleted: the store’s own look stays', async () => {
    const store = await storeId();
    const themeId = await insertTheme(t.db, { assigned: false });
    await insertRunningExperiment(t.db, [store], [{ overrideThemeId: themeId }]);
    expect((await findStoreExperiment(t.db, store))!.cohorts[0]!.theme).toMatchObject({
      themeId,
      configuration: THEME_DEFAULTS,
    });
    await t.db.delete(themes).where(eq(themes.id, themeId));
    expect((await findStoreExperiment(t.db, store))!.cohorts[0]!.theme).toBeNull();
  });

  it('keeps an experiment without cohorts: all its shoppers are the control', async () => {
    const store = await storeId();
    const experiment = await insertRunningExperiment(t.db, [store], []);
    expect(await findStoreExperiment(t.db, store)).toEqual({
      id: experiment.id,
      objective: null,
      cohorts: [],
    });
  });

  it('finds none for a store outside experiments, or in a draft, switched off or deleted one', async () => {
    expect(await findStoreExperiment(t.db, await storeId())).toBeNull();
    const draft = await storeId();
    await insertRunningExperiment(t.db, [draft], [{}], { active: false, startsAt: null });
    const ended = await storeId();
    await insertRunningExperiment(t.db, [ended], [{}], {
      active: false,
      archived: true,
      endsAt: new Date(),
    });
    const deleted = await storeId();
    const gone = await insertRunningExperiment(t.db, [deleted], [{}]);
    await t.db.update(experiments).set({ deleted: true }).where(eq(experiments.id, gone.id));
    for (const store of [draft, ended, deleted]) {
      expect(await findStoreExperiment(t.db, store)).toBeNull();
    }
  });
});
