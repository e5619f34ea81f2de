import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import type { RuleFormValues } from './form-model';
import { validateRuleForm, type SaveOptions } from './form-validation';

/**
 * The form's resolver: the editor's validation, so that the errors shown after a save attempt
 * follow the user's changes.
 */
export function ruleResolver(options: SaveOptions): Resolver<RuleFormValues> {
  return (values, _context, resolverOptions) => {
    const result = validateRuleForm(values, options);
    if (result.ok) return { values, errors: {} };
    const flat: Record<string, FieldError> = Object.fromEntries(
      Object.entries(result.errors).map(([field, message]) => [
        field,
        { type: 'validate', message },
      ]),
    );
    return { values: {}, errors: toNestErrors(flat, resolverOptions) };
  };
}
