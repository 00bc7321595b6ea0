import { ApiError } from '@/lib/api-client';
import { firstMessage } from '@/lib/error-reader';

/**
 * What a form says when a save fails, without the form's code (React Hook Form): a screen with a form of no fields
 * (Sign Me Up on a plain golf day) says it as the full forms do (decision 0051).
 */

/** A save refused because the session had ended: the page keeps what was typed and asks for a login (decision 0018). */
export const SESSION_ENDED_NOT_SAVED =
  'Your session has ended, so this was not saved. Log in again, then save it: what you typed is still here.';

/** Spec §8: the first server message under the empty-string key, else the first message of any field. */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body;
    const first = firstMessage(body, '');
    if (first) return first;
    if (body && typeof body === 'object') {
      for (const key of Object.keys(body)) {
        const m = firstMessage(body, key);
        if (m) return m;
      }
    }
    return error.message;
  }
  return 'Server error';
}
