import { useEffect } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, refusalMessage } from '../../lib/api-error';
import { notify } from '../feedback/notify';

/**
 * What every editor does with a form that cannot be saved (part 2 §8 'Form errors show under the
 * field and in a danger notification'): a failed check or a server's refusal puts each message
 * under its field and the whole in a danger notification; a refusal no field owns stays on the
 * form until the user changes something or saves again, so it never outlives what it was about.
 */

/** Every message of a failed check, with its field's dotted path ('reasons.2.text'). */
export function flattenErrors(errors: FieldErrors, prefix = ''): [string, string][] {
  const found: [string, string][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') found.push([path, message]);
    else if (key !== 'ref') found.push(...flattenErrors(value as FieldErrors, path));
  }
  return found;
}

/**
 * 'Product ID: This field is required', one line per field: a failed check's notification. A
 * message of the whole form (react-hook-form's root) has no field to name.
 */
export const listErrors = (errors: FieldErrors, labelOf: (path: string) => string) =>
  flattenErrors(errors)
    .map(([path, message]) => (path === 'root' ? message : `${labelOf(path)}: ${message}`))
    .join('\n');

/** Whether a server's field path ('reasons.2.text') names a field of the form's values. */
function isFormField(values: unknown, path: string): boolean {
  let current = values;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}

export interface FormErrorOptions<T extends FieldValues> {
  /** The danger notification's text for a form that fails its own checks ('\n' between lines). */
  invalidMessage: (errors: FieldErrors<T>) => string;
  /** A refusal's text, in the notification and on the form; by default the server's own. */
  refusalText?: (error: unknown) => string;
  /** A 400's field messages by form field; by default those whose path is a field of the form. */
  toFormErrors?: (fieldErrors: Readonly<Record<string, string>>) => Partial<Record<string, string>>;
  /** Told the paths of the fields that got a message (an editor opens the first one's tab). */
  onFailed?: (paths: string[]) => void;
}

// The form-wide messages live in react-hook-form's root errors, which it drops on the next save.
const INVALID = 'root.invalid';
const REFUSAL = 'root.refusal';

/**
 * The form's submit handler (`save` may reject with the server's refusal) and the form-wide
 * messages an editor may show on the form: the failed check's summary, the refusal no field owns.
 */
export function useFormErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  options: FormErrorOptions<T>,
) {
  const { setError, getValues, handleSubmit, formState } = form;

  // A form-wide message is about the values it was given: any change makes it stale. (A field's
  // own message is re-checked by the resolver as the field changes.)
  useEffect(() => {
    // getFieldState reads any path of the errors; react-hook-form types it for fields only.
    const root = 'root' as Path<T>;
    const subscription = form.watch((_values, { name }) => {
      if (name !== undefined && form.getFieldState(root).error) form.clearErrors('root');
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const refuse = (error: unknown) => {
    const text = (options.refusalText ?? refusalMessage)(error);
    notify.danger(text);
    const serverErrors = error instanceof ApiError ? error.fieldErrors : {};
    const placed = Object.entries(
      options.toFormErrors
        ? options.toFormErrors(serverErrors)
        : Object.fromEntries(
            Object.entries(serverErrors).filter(([path]) => isFormField(getValues(), path)),
          ),
    ).filter((entry): entry is [string, string] => entry[1] !== undefined);
    for (const [path, message] of placed) {
      setError(path as Path<T>, { type: 'server', message });
    }
    if (placed.length === 0) setError(REFUSAL, { type: 'server', message: text });
    else options.onFailed?.(placed.map(([path]) => path));
  };

  const submit = (save: (values: T) => Promise<unknown>) =>
    handleSubmit(
      async (values) => {
        try {
          await save(values);
        } catch (error) {
          refuse(error);
        }
      },
      (errors) => {
        const message = options.invalidMessage(errors);
        notify.danger(message);
        setError(INVALID, { type: 'validate', message });
        options.onFailed?.(flattenErrors(errors).map(([path]) => path));
      },
    );

  const root = formState.errors.root;
  return {
    submit,
    /** The last failed check's summary (the banners of part 2 §5), until the next change. */
    invalid: root?.invalid?.message ?? null,
    /** The server's refusal when no field owns it, until the next change. */
    refusal: root?.refusal?.message ?? null,
  };
}
