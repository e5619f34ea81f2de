import { Stack } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/form/TextField';
import { SwitchField } from '../../../components/form/ToggleFields';
import type { UploadImage } from '../../../components/image-upload/api';
import { IMAGE_MAX_MEGABYTES } from '../../../components/image-upload/image-file';
import { ImageIdField } from '../../../components/image-upload/ImageUploadField';
import { GENERAL_LABELS, type SettingsForm } from './settings-form';

/** Name, notification email, the retargeting e-mails' banner and terms (part 2 §2, §5). */
export function GeneralSettingsTab({
  form,
  uploadImage,
}: {
  form: UseFormReturn<SettingsForm>;
  uploadImage: UploadImage;
}) {
  const { control, setValue } = form;
  const termsEnabled = useWatch({ control, name: 'terms_enabled' });
  return (
    <Stack maw={640}>
      <TextField control={control} name="name" label={GENERAL_LABELS.name} withAsterisk />
      <TextField
        control={control}
        name="notifications_email"
        label={GENERAL_LABELS.notifications_email}
        description="Where we tell you about offers shoppers leave for you to review."
        type="email"
        autoComplete="email"
      />
      {/* The banner image: its id is what is saved, its URL what is shown. */}
      <ImageIdField
        control={control}
        idName="email_banner_image_id"
        urlName="email_banner_image_url"
        label={GENERAL_LABELS.email_banner_image_id ?? ''}
        description={`Heads the e-mails that bring shoppers back to their offers. JPEG or PNG, up to ${IMAGE_MAX_MEGABYTES} MB.`}
        upload={uploadImage}
      />
      <SwitchField
        control={control}
        name="terms_enabled"
        label="Link to your terms and conditions in the chat"
        onValueChange={(checked) => {
          // Turning terms off clears the URL (part 2 §4).
          if (!checked) setValue('terms_url', '', { shouldDirty: true, shouldValidate: true });
        }}
      />
      <TextField
        control={control}
        name="terms_url"
        label={GENERAL_LABELS.terms_url}
        placeholder="https://"
        type="url"
        withAsterisk={termsEnabled}
        disabled={!termsEnabled}
      />
    </Stack>
  );
}
