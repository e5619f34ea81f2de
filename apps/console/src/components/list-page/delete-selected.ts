import type { Dispatch, SetStateAction } from 'react';
import { confirmDelete } from '../feedback/confirm-delete';
import { notify } from '../feedback/notify';

/** What a mutation's `mutate` takes after its variables. */
interface MutateHandlers {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * A list's Delete, for one row or the checked ones: asks first (confirmDelete), then `remove`s
 * them; once they are gone it says so with `onDeleted` and unchecks them; a refusal is notified.
 */
export function deleteSelected({
  item,
  items,
  ids,
  remove,
  onDeleted,
  setSelected,
}: {
  /** Singular, lower case: 'rule'. */
  item: string;
  /** Plural, when not just item + 's'. */
  items?: string;
  ids: string[];
  remove: (handlers: MutateHandlers) => void;
  onDeleted: () => void;
  setSelected: Dispatch<SetStateAction<string[]>>;
}) {
  confirmDelete({
    item,
    items,
    count: ids.length,
    onConfirm: () =>
      remove({
        onSuccess: () => {
          onDeleted();
          setSelected((current) => current.filter((id) => !ids.includes(id)));
        },
        onError: (error) => notify.failure(error),
      }),
  });
}
