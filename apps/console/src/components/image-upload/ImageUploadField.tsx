import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ImageUpload, type ImageUploadProps } from './ImageUpload';

type UnboundProps = Omit<ImageUploadProps, 'value' | 'onChange' | 'error'>;

/** ImageUpload bound to a react-hook-form field holding the image URL (or null). */
export function ImageUploadField<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: Path<T> } & UnboundProps) {
  const {
    field: { value, onChange },
    fieldState,
  } = useController({ control, name });
  return (
    <ImageUpload
      {...props}
      value={typeof value === 'string' && value !== '' ? value : null}
      onChange={onChange}
      error={fieldState.error?.message}
    />
  );
}

/**
 * ImageUpload bound to two fields: the image's id, which is what is saved (and where its errors
 * show), and its URL, which is what is shown.
 */
export function ImageIdField<T extends FieldValues>({
  control,
  idName,
  urlName,
  ...props
}: { control: Control<T>; idName: Path<T>; urlName: Path<T> } & UnboundProps) {
  const { field: id, fieldState } = useController({ control, name: idName });
  const { field: url } = useController({ control, name: urlName });
  return (
    <ImageUpload
      {...props}
      value={url.value}
      onChange={(nextUrl, image) => {
        url.onChange(nextUrl);
        id.onChange(image?.image_id ?? null);
      }}
      error={fieldState.error?.message}
    />
  );
}
