import * as v from 'valibot';
import { VALIDATION_MESSAGES } from './messages';

/** The terms-of-sale checkbox must be ticked (SPEC §5). */
export const termsAcceptedSchema = v.literal(true, VALIDATION_MESSAGES.terms);
