import { MSG, REASON_TEXT_MAX_LENGTH } from '@parley/contract';
import { BusinessError } from '../../errors';
import { cleanReasonText } from './sanitise';

/**
 * A reason's text as it is stored: HTML removed; what is left must still say something and stay
 * within the statements' length (422 otherwise, as only the cleaning shows it).
 */
export function storedReasonText(text: string): string {
  const clean = cleanReasonText(text);
  if (clean === '') throw new BusinessError(MSG.reasonTextEmptyAfterCleaning);
  if (clean.length > REASON_TEXT_MAX_LENGTH) {
    throw new BusinessError(MSG.reasonTooLongAfterCleaning(REASON_TEXT_MAX_LENGTH));
  }
  return clean;
}
