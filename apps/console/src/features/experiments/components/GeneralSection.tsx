import { EXPERIMENT_OBJECTIVES, NEGOTIATION_OBJECTIVE_LABELS } from '@parley/contract';
import type { Control } from 'react-hook-form';
import { TextField } from '../../../components/form/TextField';
import { TextareaField } from '../../../components/form/ToggleFields';
import type { ExperimentForm } from '../experiment-form';
import { EditorSection } from './EditorSection';
import { NullableSelectField } from './NullableSelectField';

const OBJECTIVE_OPTIONS = EXPERIMENT_OBJECTIVES.map((objective) => ({
  value: objective,
  label: NEGOTIATION_OBJECTIVE_LABELS[objective],
}));

/** The general settings (part 2 §3, §5): a required name, a description, any or one objective. */
export function GeneralSection({
  control,
  banner,
}: {
  control: Control<ExperimentForm>;
  banner: string | null;
}) {
  return (
    <EditorSection title="General" banner={banner}>
      <TextField control={control} name="name" label="Name" withAsterisk />
      <TextareaField
        control={control}
        name="description"
        label="Description"
        autosize
        minRows={2}
        maxRows={6}
      />
      <NullableSelectField
        control={control}
        name="objective"
        label="Objective"
        noneLabel="Any"
        options={OBJECTIVE_OPTIONS}
      />
    </EditorSection>
  );
}
