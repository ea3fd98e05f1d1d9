import * as v from 'valibot';
import { VALIDATION_MESSAGES } from './messages';
import { boundedText, stopAtFirstIssue } from './text';

/** A company's name as the directory shows it: two characters at least ("K2" is a name), 120 at most. */
export const companyNameSchema = stopAtFirstIssue(
  v.pipe(
    boundedText({ max: 120, message: VALIDATION_MESSAGES.companyName }),
    v.minGraphemes(2, VALIDATION_MESSAGES.companyName),
  ),
);
