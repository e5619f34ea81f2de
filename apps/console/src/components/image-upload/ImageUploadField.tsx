import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ImageUpload, type ImageUploadProps } from './ImageUpload';

/** ImageUpload bound to a react-hook-form field holding the image URL (or null). */
export function ImageUploadField<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: Path<T> } & Omit<
  ImageUploadProps,
  'value' | 'onChange' | 'error'
>) {
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
