import type { Control, Path } from 'react-hook-form';
import { TextareaField } from '../../../components/form/ToggleFields';
import type { ExperimentForm } from '../experiment-form';

/** Hyper-parameters as a JSON object typed by hand (part 2 §5), sent as the object it parses to. */
export function JsonField({
  control,
  name,
  label,
}: {
  control: Control<ExperimentForm>;
  name: Path<ExperimentForm>;
  label: string;
}) {
  return (
    <TextareaField
      control={control}
      name={name}
      label={label}
      description="A JSON object; leave it empty for none."
      autosize
      minRows={2}
      maxRows={10}
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
