import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack } from '@mantine/core';
import { ZSessionAnnotation, type TSessionAnnotation } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { NumberField } from '../../../../components/form/NumberField';
import { SelectField } from '../../../../components/form/SelectField';
import { TextareaField } from '../../../../components/form/ToggleFields';

/**
 * An administrator's annotation of a session (part 1 §5): a data quality (0 unless set), a tag
 * from the session's available tags and a note; an empty tag or note is sent as null.
 */
export function AnnotationModal({
  initial,
  availableTags,
  saving,
  onSave,
  onClose,
}: {
  initial: { data_quality: number | null; data_tag: string | null; data_note: string | null };
  availableTags: string[];
  saving: boolean;
  onSave: (annotation: TSessionAnnotation) => void;
  onClose: () => void;
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZSessionAnnotation),
    defaultValues: {
      data_quality: initial.data_quality ?? 0,
      data_tag: initial.data_tag,
      data_note: initial.data_note ?? '',
    },
  });
  // A tag set before the list changed stays choosable, so opening and saving loses nothing.
  const tags =
    initial.data_tag && !availableTags.includes(initial.data_tag)
      ? [...availableTags, initial.data_tag]
      : availableTags;
  return (
    <Modal opened onClose={onClose} title="Annotate">
      <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
        <Stack>
          <NumberField
            control={control}
            name="data_quality"
            label="Data Quality"
            min={0}
            max={5}
            allowDecimal={false}
          />
          <SelectField
            control={control}
            name="data_tag"
            label="Data Tag"
            data={tags}
            clearable
            comboboxProps={{ withinPortal: false }}
          />
          <TextareaField
            control={control}
            name="data_note"
            label="Data Note"
            autosize
            minRows={3}
          />
          <FormActions saving={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
