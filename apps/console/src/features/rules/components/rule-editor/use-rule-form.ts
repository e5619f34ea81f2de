import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FormPatch, RuleFormValues } from './form-model';

export const useRuleForm = () => useFormContext<RuleFormValues>();

/** Applies a transition's changes to the form, as if the user had made each of them. */
export function useApplyPatch() {
  const { setValue } = useRuleForm();
  return useCallback(
    (patch: FormPatch) => {
      const changes = Object.entries(patch) as [
        keyof RuleFormValues,
        RuleFormValues[keyof RuleFormValues],
      ][];
      for (const [field, value] of changes) setValue(field, value, { shouldDirty: true });
    },
    [setValue],
  );
}
