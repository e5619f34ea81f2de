import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import type { RuleFormValues } from './form-model';
import { checkRuleForm, type SaveOptions } from './form-validation';

/**
 * The form's resolver: the editor's validation, so that the errors shown follow the user's
 * changes. Every tab's problems are shown under their fields, so a number out of range says so on
 * its own tab whatever an earlier tab lacks; a save still reports the first tab only.
 */
export function ruleResolver(options: SaveOptions): Resolver<RuleFormValues> {
  return (values, _context, resolverOptions) => {
    const { errors } = checkRuleForm(values, options);
    const flat: Record<string, FieldError> = Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, { type: 'validate', message }]),
    );
    // No field's problem: the submit handler's own validation decides whether anything is sent.
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(flat, resolverOptions) };
  };
}
