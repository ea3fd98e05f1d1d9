import * as v from 'valibot';
import { emailConfirmationTokenSchema } from '@shared/api/contract/account';

/** The token of an emailed link as its address gave it, or null for a link nobody could have sent. */
export function linkTokenOf(token: string | null): string | null {
  return token !== null && v.is(emailConfirmationTokenSchema, token) ? token : null;
}
