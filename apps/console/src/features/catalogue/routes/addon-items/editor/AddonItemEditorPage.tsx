import { Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { TSaveAddonItemRequest } from '@parley/contract';
import type { ReactNode } from 'react';
import { FormActions } from '../../../../../components/form-actions/FormActions';
import { FormMessage } from '../../../../../components/form/FormMessage';
import { listErrors, useFormErrors } from '../../../../../components/form/form-errors';
import { TextField } from '../../../../../components/form/TextField';
import type { UploadImage } from '../../../../../components/image-upload/api';
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
  uploadImage,
  onCancel,
  onSubmit,
}: {
  /** Null for a new item. */
  itemId: string | null;
  initial: AddonItemForm;
  saving: boolean;
  uploadImage: UploadImage;
  onCancel: () => void;
  /** Sends the item; a refusal it rejects with is shown on the form and in a notification. */
  onSubmit: (values: TSaveAddonItemRequest) => Promise<unknown>;
}) {
  const form = useForm<AddonItemForm>({ resolver: addonItemResolver, defaultValues: initial });
  const { control } = form;
  const { submit, refusal } = useFormErrors(form, {
    invalidMessage: (errors) => listErrors(errors, (path) => labelOf(path, form.getValues())),
  });
  return (
    <>
      <PageHeader title={itemId ? `Edit ${ADDON_ITEM}` : `New ${ADDON_ITEM}`} />
      <form
        noValidate
        onSubmit={(event) => void submit((values) => onSubmit(toSaveRequest(values)))(event)}
      >
        <Stack maw={960}>
          <FormMessage error={refusal} />
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

const LABELS: Record<string, string> = {
  retailer_product_id: 'Product ID',
  addon_type: 'Type',
  display_value: 'Display Value',
  synthetic_value: 'Synthetic Value',
  addon_banner_image: 'Banner image',
  addon_banner_background_color: 'Background colour',
};

/** A field's label for the notification; a card's text is named with its language. */
function labelOf(path: string, values: AddonItemForm): string {
  const text = /^texts\.(\d+)\.(name|short_description)$/.exec(path);
  if (!text) return LABELS[path] ?? path;
  const code = values.texts[Number(text[1])]?.code ?? '';
  return `${text[2] === 'name' ? 'Name' : 'Short Description'} (${code})`;
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
