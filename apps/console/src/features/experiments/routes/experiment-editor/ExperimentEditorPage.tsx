import { Stack } from '@mantine/core';
import { MSG, type TExperimentSave } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { FormMessage } from '../../../../components/form/FormMessage';
import { useFormErrors } from '../../../../components/form/form-errors';
import { PageHeader } from '../../../../components/PageHeader';
import type { RetailerSearchState } from '../../../retailers';
import { CohortsSection } from '../../components/CohortsSection';
import { GeneralSection } from '../../components/GeneralSection';
import { RetailersSection } from '../../components/RetailersSection';
import {
  experimentResolver,
  failingSections,
  fromServerFieldErrors,
  toSaveBody,
  type ExperimentForm,
  type ExperimentSection,
} from '../../experiment-form';

export interface ExperimentEditorPageProps {
  title: string;
  initial: ExperimentForm;
  saving: boolean;
  /** The themes a cohort may show instead of its store's. */
  themes: { value: string; label: string }[];
  retailers: RetailerSearchState;
  /** Sends the experiment; a refusal it rejects with goes under its fields and in a notification. */
  onSave: (body: TExperimentSave) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The experiment editor (part 2 §2, §5), for an experiment neither running nor ended: general
 * settings, retailers and cohorts. A section with a field in error says so in its banner
 * ('Unable to save form: invalid cohorts settings'), as does the danger notification of a save.
 */
export function ExperimentEditorPage({
  title,
  initial,
  saving,
  themes,
  retailers,
  onSave,
  onCancel,
}: ExperimentEditorPageProps) {
  const form = useForm<ExperimentForm>({ resolver: experimentResolver, defaultValues: initial });
  const { control } = form;
  const { submit, refusal } = useFormErrors(form, {
    invalidMessage: (errors) =>
      failingSections(errors)
        .map((section) => MSG.experimentInvalid(section))
        .join('\n'),
    toFormErrors: fromServerFieldErrors,
  });
  const failing = failingSections(form.formState.errors);
  const banner = (section: ExperimentSection) =>
    failing.includes(section) ? MSG.experimentInvalid(section) : null;
  const save = submit((values) => onSave(toSaveBody(values)));

  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <PageHeader title={title} actions={<FormActions saving={saving} onCancel={onCancel} />} />
      <Stack>
        <FormMessage error={refusal} />
        <GeneralSection control={control} banner={banner('general')} />
        <RetailersSection control={control} search={retailers} banner={banner('retailers')} />
        <CohortsSection control={control} themes={themes} banner={banner('cohorts')} />
      </Stack>
    </form>
  );
}
