import { Stack } from '@mantine/core';
import { IMAGE_MAX_BYTES } from '@parley/contract';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/form/TextField';
import { SwitchField } from '../../../components/form/ToggleFields';
import type { UploadedImage } from '../../../components/image-upload/api';
import { ImageUpload } from '../../../components/image-upload/ImageUpload';
import { GENERAL_LABELS, type SettingsForm } from './settings-form';

const MAX_MEGABYTES = IMAGE_MAX_BYTES / (1024 * 1024);

/** Name, notification email, the retargeting e-mails' banner and terms (part 2 §2, §5). */
export function GeneralSettingsTab({
  form,
  uploadImage,
}: {
  form: UseFormReturn<SettingsForm>;
  uploadImage: (file: File) => Promise<UploadedImage>;
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
      <BannerImageField form={form} uploadImage={uploadImage} />
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

/** The banner image: its id is what is saved, its URL what is shown. */
function BannerImageField({
  form,
  uploadImage,
}: {
  form: UseFormReturn<SettingsForm>;
  uploadImage: (file: File) => Promise<UploadedImage>;
}) {
  const { field: id, fieldState } = useController({
    control: form.control,
    name: 'email_banner_image_id',
  });
  const { field: url } = useController({ control: form.control, name: 'email_banner_image_url' });
  return (
    <ImageUpload
      label={GENERAL_LABELS.email_banner_image_id ?? ''}
      description={`Heads the e-mails that bring shoppers back to their offers. JPEG or PNG, up to ${MAX_MEGABYTES} MB.`}
      value={url.value}
      onChange={(nextUrl, image) => {
        url.onChange(nextUrl);
        id.onChange(image?.image_id ?? null);
      }}
      upload={uploadImage}
      error={fieldState.error?.message}
    />
  );
}
