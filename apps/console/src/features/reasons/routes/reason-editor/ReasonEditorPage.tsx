import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { MSG, ZReasonForm, type TReasonForm } from '@parley/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { FormCard } from '../../../../components/form/FormCard';
import { FormMessage } from '../../../../components/form/FormMessage';
import { SwitchField, TextareaField } from '../../../../components/form/ToggleFields';

export const REASON_EDITOR_TITLE = 'General Reason Settings';
export const REASON_TEXT_LABEL = 'The reason text as it will be displayed in the bot';

/**
 * The reason editor (part 2 §2 Reasons): the text and whether the bot may quote it. The form is
 * checked before anything is sent; an invalid one only shows the banner of §5.
 */
export function ReasonEditorPage({
  initial,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  initial: TReasonForm;
  saving: boolean;
  /** The server's refusal, already worded 'Unable to save form: …'. */
  error: string | null;
  onSubmit: (values: TReasonForm) => void;
  onCancel: () => void;
}) {
  const { control, handleSubmit } = useForm<TReasonForm>({
    resolver: zodResolver(ZReasonForm),
    defaultValues: initial,
  });
  const [invalid, setInvalid] = useState(false);
  const submit = handleSubmit(
    (values) => {
      setInvalid(false);
      onSubmit(values);
    },
    () => setInvalid(true),
  );
  return (
    <FormCard title={REASON_EDITOR_TITLE} maw={720} onSubmit={(event) => void submit(event)}>
      <FormMessage error={invalid ? MSG.reasonSaveFailed(MSG.invalidGeneralSettings) : error} />
      <div>
        <TextareaField
          control={control}
          name="text"
          label={REASON_TEXT_LABEL}
          withAsterisk
          autosize
          minRows={3}
          maxRows={6}
        />
        <Text size="xs" c="dimmed" mt={4}>
          HTML tags will be removed automatically
        </Text>
      </div>
      <SwitchField control={control} name="active" label="Active" />
      <FormActions saving={saving} onCancel={onCancel} />
    </FormCard>
  );
}
