import * as v from 'valibot';
import { VALIDATION_MESSAGES } from './messages';
import { stopAtFirstIssue } from './text';

/**
 * The terms-of-sale checkbox must be ticked (docs/product/phone-sign-in.md#terms-of-sale): a box, so a
 * boolean that must be true.
 */
export const termsAcceptedSchema = stopAtFirstIssue(
  v.pipe(v.boolean(VALIDATION_MESSAGES.terms), v.value(true, VALIDATION_MESSAGES.terms)),
);
