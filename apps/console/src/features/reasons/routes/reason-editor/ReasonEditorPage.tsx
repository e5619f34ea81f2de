import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { MSG, ZReasonForm, type TReasonForm } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { FormCard } from '../../../../components/form/FormCard';
import { FormMessage } from '../../../../components/form/FormMessage';
import { useFormErrors } from '../../../../components/form/form-errors';
import { SwitchField, TextareaField } from '../../../../components/form/ToggleFields';
import { refusalMessage } from '../../../../lib/api-error';

export const REASON_EDITOR_TITLE = 'General Reason Settings';
export const REASON_TEXT_LABEL = 'The reason text as it will be displayed in the bot';

/** 'Unable to save form: {message}.' (part 2 §8), without a second full stop. */
const saveFailed = (message: string) => MSG.reasonSaveFailed(message.replace(/\.$/, ''));

/**
 * The reason editor (part 2 §2 Reasons): the text and whether the bot may quote it. The form is
 * checked before anything is sent. Either way a failure reads 'Unable to save form: …' (§5, §8),
 * on the form and in a danger notification.
 */
export function ReasonEditorPage({
  initial,
  saving,
  onSubmit,
  onCancel,
}: {
  initial: TReasonForm;
  saving: boolean;
  /** Sends the reason; the refusal it rejects with is worded 'Unable to save form: {message}.'. */
  onSubmit: (values: TReasonForm) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<TReasonForm>({ resolver: zodResolver(ZReasonForm), defaultValues: initial });
  const { submit, invalid, refusal } = useFormErrors(form, {
    invalidMessage: () => MSG.reasonSaveFailed(MSG.invalidGeneralSettings),
    refusalText: (error) => saveFailed(refusalMessage(error)),
  });
  const { control } = form;
  return (
    <FormCard
      title={REASON_EDITOR_TITLE}
      maw={720}
      onSubmit={(event) => void submit(onSubmit)(event)}
    >
      <FormMessage error={invalid ?? refusal} />
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
