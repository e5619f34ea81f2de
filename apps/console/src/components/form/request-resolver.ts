import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of a form that is a save request plus one field of the form's own (an image's URL
 * shown beside the id that is saved): the request's schema checks the form as typed (raw: the
 * values stay the form's, that field included, which the schema does not know); the request
 * itself is parsed on save.
 */
export function requestResolver<Request extends FieldValues, Form extends Request>(
  schema: z.ZodType<unknown, Request>,
  formOnlyField: Exclude<keyof Form, keyof Request> & string,
): Resolver<Form> {
  // Checked as plain field values: the form's values are the request's and one more.
  const requestSchema: z.ZodType<unknown, FieldValues> = schema;
  const checkRequest: Resolver<FieldValues> = zodResolver(requestSchema, undefined, { raw: true });
  return async (values, context, options) => {
    const { errors } = await checkRequest(values, context, {
      ...options,
      // The request's fields are the form's but for the form's own.
      names: options.names?.filter((name) => name !== formOnlyField),
    });
    // Every field the request's schema checks is one of the form's.
    const formErrors = errors as FieldErrors<Form>;
    return Object.keys(errors).length > 0
      ? { values: {}, errors: formErrors }
      : { values, errors: {} };
  };
}
