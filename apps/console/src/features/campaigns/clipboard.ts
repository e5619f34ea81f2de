import { MSG } from '@parley/contract';
import { notify } from '../../components/feedback/notify';

/** Copies a link and confirms it with `confirmation`; says so when the browser refuses. */
export async function copyToClipboard(text: string, confirmation: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(confirmation);
  } catch (error) {
    // No clipboard outside a secure context, or permission refused.
    notify.failure(error, MSG.clipboardFailed);
  }
}
