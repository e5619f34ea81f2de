import { MSG } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import {
  controlPercentageOfForm,
  copyOfFirst,
  failingSections,
  fromServerFieldErrors,
  newExperimentForm,
  toSaveBody,
} from './experiment-form';

describe('experiment form', () => {
  it('puts a hyper-parameter’s server message on its JSON text, naming it', () => {
    expect(
      fromServerFieldErrors({
        'cohorts.1.hyper_parameters.tolerance': MSG.between(0, 1),
        'cohorts.0.cohort_features.2.hyper_parameters': MSG.hyperParametersJson,
        name: MSG.required,
      }),
    ).toEqual({
      'cohorts.1.hyper_parameters': `tolerance: ${MSG.between(0, 1)}`,
      'cohorts.0.cohort_features.2.hyper_parameters': MSG.hyperParametersJson,
      name: MSG.required,
    });
  });

  it('names the failing sections in the editor’s order, not the form-wide messages', () => {
    const error = { type: 'validate', message: MSG.required };
    expect(
      failingSections({
        cohorts: [{ name: error }],
        description: error,
        root: { invalid: error },
      }),
    ).toEqual(['general', 'cohorts']);
    expect(failingSections({ retailers: { root: error } })).toEqual(['retailers']);
    expect(failingSections({})).toEqual([]);
  });

  it('sends blank hyper-parameters as none, and the rest as the objects they parse to', () => {
    const form = newExperimentForm();
    form.name = 'Generous openers';
    form.cohorts[0]!.name = 'Generous';
    form.cohorts[0]!.hyper_parameters = ' ';
    const copy = copyOfFirst(form.cohorts[0]!);
    copy.hyper_parameters = '{"exp_max_bids": 3}';
    form.cohorts.push(copy);
    const body = toSaveBody(form);
    expect(body.cohorts.map((cohort) => cohort.hyper_parameters)).toEqual([
      {},
      { exp_max_bids: 3 },
    ]);
    expect(controlPercentageOfForm(form.cohorts)).toBe(0);
    expect(controlPercentageOfForm([{ ...copy, cohort_percentage: 'x' }])).toBe(100);
  });
});
