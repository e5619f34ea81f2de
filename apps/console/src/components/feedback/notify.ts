import { MSG } from '@parley/contract';
import { notifications } from '@mantine/notifications';
import { refusalMessage } from '../../lib/api-error';

/** The toasts of part 1 §8 and part 2 §8, worded once. */
export const notify = {
  created: (item: string) => notifications.show({ color: 'green', message: MSG.itemCreated(item) }),
  saved: (item: string) => notifications.show({ color: 'green', message: MSG.itemSaved(item) }),
  deleted: (item: string) => notifications.show({ color: 'green', message: MSG.itemDeleted(item) }),
  success: (message: string) => notifications.show({ color: 'green', message }),
  warning: (message: string) => notifications.show({ color: 'yellow', message }),
  /** A red notification with our own text, one line per '\n' (a form's field errors). */
  danger: (message: string) =>
    notifications.show({
      color: 'red',
      message,
      styles: { description: { whiteSpace: 'pre-line' } },
    }),
  /** A red notification with the server's errorMessage, or the generic fallback. */
  failure: (error: unknown, fallback: string = MSG.somethingWrong) =>
    notifications.show({ color: 'red', message: refusalMessage(error, fallback) }),
};
