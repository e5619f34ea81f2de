import { ColorInput, SimpleGrid, Stack } from '@mantine/core';
import { ADDON_DEFAULT_BACKGROUND_COLOR } from '@parley/contract';
import { useWatch, type Control } from 'react-hook-form';
import { useBoundField } from '../../../../components/form/bound-field';
import type { UploadImage } from '../../../../components/image-upload/api';
import { IMAGE_MAX_MEGABYTES } from '../../../../components/image-upload/image-file';
import { ImageUploadField } from '../../../../components/image-upload/ImageUploadField';
import { AddonChatPreview } from './AddonChatPreview';
import type { AddonItemForm } from './form';

const SWATCHES = [ADDON_DEFAULT_BACKGROUND_COLOR, '#FFFFFF', '#FFF4E6', '#E7F5FF', '#1A1B1E'];

/** The banner image and background colour, beside a preview of the gift in the chat. */
export function ImageCard({
  control,
  uploadImage,
}: {
  control: Control<AddonItemForm>;
  uploadImage: UploadImage;
}) {
  const [texts, displayValue, image, background] = useWatch({
    control,
    name: ['texts', 'display_value', 'addon_banner_image', 'addon_banner_background_color'],
  });
  // The preview speaks the first card's language (en-GB unless the cards say otherwise).
  const first = texts[0];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack>
        <ImageUploadField
          control={control}
          name="addon_banner_image"
          label="Banner image"
          description={`JPEG or PNG, up to ${IMAGE_MAX_MEGABYTES} MB`}
          upload={uploadImage}
        />
        <BackgroundColourField control={control} />
      </Stack>
      <AddonChatPreview
        name={first?.name ?? ''}
        shortDescription={first?.short_description ?? ''}
        displayValue={displayValue}
        image={image}
        backgroundColour={background}
      />
    </SimpleGrid>
  );
}

function BackgroundColourField({ control }: { control: Control<AddonItemForm> }) {
  const { value, onChange, input } = useBoundField({
    control,
    name: 'addon_banner_background_color',
  });
  return (
    <ColorInput
      {...input}
      label="Background colour"
      format="hex"
      swatches={SWATCHES}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      maw={240}
    />
  );
}
