import { Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { TSaveAddonItemRequest } from '@parley/contract';
import type { ReactNode } from 'react';
import { FormActions } from '../../../../../components/form-actions/FormActions';
import { FormMessage } from '../../../../../components/form/FormMessage';
import { TextField } from '../../../../../components/form/TextField';
import type { UploadedImage } from '../../../../../components/image-upload/api';
import { PageHeader } from '../../../../../components/PageHeader';
import {
  addonItemResolver,
  toSaveRequest,
  type AddonItemForm,
} from '../../../components/addon-items/form';
import { ImageCard } from '../../../components/addon-items/ImageCard';
import { LanguageCards } from '../../../components/addon-items/LanguageCards';
import { ValueSettings } from '../../../components/addon-items/ValueSettings';
import { ADDON_ITEM } from '../../../links';

export function AddonItemEditorPage({
  itemId,
  initial,
  saving,
  error,
  uploadImage,
  onCancel,
  onSubmit,
}: {
  /** Null for a new item. */
  itemId: string | null;
  initial: AddonItemForm;
  saving: boolean;
  error: string | null;
  uploadImage: (file: File) => Promise<UploadedImage>;
  onCancel: () => void;
  onSubmit: (values: TSaveAddonItemRequest) => void;
}) {
  const form = useForm<AddonItemForm>({ resolver: addonItemResolver, defaultValues: initial });
  const { control, handleSubmit } = form;
  return (
    <>
      <PageHeader title={itemId ? `Edit ${ADDON_ITEM}` : `New ${ADDON_ITEM}`} />
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => onSubmit(toSaveRequest(values)))(event)}
      >
        <Stack maw={960}>
          <FormMessage error={error} />
          <Section title="General">
            {itemId ? <TextInput label="ID" value={itemId} readOnly variant="filled" /> : null}
            <TextField control={control} name="retailer_product_id" label="Product ID" />
          </Section>
          <Section title="Texts">
            <LanguageCards control={control} />
          </Section>
          <Section title="Value settings">
            <ValueSettings form={form} />
          </Section>
          <Section title="Image">
            <ImageCard control={control} uploadImage={uploadImage} />
          </Section>
          <FormActions saving={saving} onCancel={onCancel} />
        </Stack>
      </form>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack>
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
