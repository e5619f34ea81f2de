import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IMAGE_CONTENT_TYPES_OF, MSG, type TImage, type TImageContentType } from '@parley/contract';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { refusalMessage } from '../../lib/api-error';
import { notify } from '../feedback/notify';
import type { UploadImage } from './api';
import { ImageFileError } from './image-file';

export interface ImageUploadProps {
  label: string;
  description?: ReactNode;
  /** The image URL (what the entity stores), or null for none. */
  value: string | null;
  /** The new URL, with the image it belongs to for a form that keeps the image's id. */
  onChange: (url: string | null, image: TImage | null) => void;
  upload: UploadImage;
  /** The form's message for this field. */
  error?: string | undefined;
  disabled?: boolean;
  /** The file types the picker offers (banners: JPEG or PNG, the default). */
  accept?: readonly TImageContentType[];
}

type Notice = { tone: 'error' | 'warning'; text: string };

/**
 * Choose an image (a JPEG or PNG unless `accept` says), upload it, and hand back its URL. Files the server would refuse are
 * refused here first; when only the file post fails the created image's URL is still handed back
 * (part 2 §8) with a warning to choose the file again.
 */
export function ImageUpload({
  label,
  description,
  value,
  onChange,
  upload,
  error,
  disabled = false,
  accept = IMAGE_CONTENT_TYPES_OF.addon_banner,
}: ImageUploadProps) {
  const labelId = useId();
  const noticeId = useId();
  const reset = useRef<() => void>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function choose(file: File | null) {
    // Clear the input so that choosing the same file again (after a failure) still fires.
    reset.current?.();
    if (!file) return;
    setNotice(null);
    setBusy(true);
    try {
      const { image, uploadFailed } = await upload(file);
      onChange(image.image_url, image);
      if (uploadFailed) {
        setNotice({ tone: 'warning', text: MSG.imageUploadFailed });
        notify.warning(MSG.imageUploadFailed);
      }
    } catch (failure) {
      if (failure instanceof ImageFileError) {
        setNotice({ tone: 'error', text: failure.message });
      } else {
        setNotice({ tone: 'error', text: refusalMessage(failure) });
        notify.failure(failure);
      }
    } finally {
      setBusy(false);
    }
  }

  const message = notice ?? (error ? { tone: 'error' as const, text: error } : null);
  return (
    <Stack
      gap={6}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={message ? noticeId : undefined}
    >
      <div>
        <Input.Label id={labelId} component="span">
          {label}
        </Input.Label>
        {description ? <Input.Description>{description}</Input.Description> : null}
      </div>
      {value ? (
        <Image src={value} alt={label} h={96} w="auto" maw="100%" fit="contain" radius="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          No image chosen
        </Text>
      )}
      <Group gap="xs">
        <FileButton
          onChange={(file) => void choose(file)}
          accept={accept.join(',')}
          disabled={disabled || busy}
          resetRef={reset}
          inputProps={{ 'aria-label': `${label} file` }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={busy}
              disabled={disabled}
              leftSection={<IconPhotoUp size={16} />}
            >
              {value ? 'Replace image' : 'Choose image'}
            </Button>
          )}
        </FileButton>
        {value ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={disabled || busy}
            onClick={() => {
              setNotice(null);
              onChange(null, null);
            }}
          >
            Remove image
          </Button>
        ) : null}
      </Group>
      {message ? (
        <Text
          id={noticeId}
          size="sm"
          c={message.tone === 'error' ? 'red' : 'orange.8'}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </Text>
      ) : null}
    </Stack>
  );
}
