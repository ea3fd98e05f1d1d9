import * as v from 'valibot';
import { boundedText, stopAtFirstIssue } from '@shared/validation/text';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A catalogue entry's slug (`wedding`, `full-service`, `ile-de-france`): lower-case words and hyphens. */
export const slugSchema = stopAtFirstIssue(v.pipe(boundedText({ max: 120 }), v.regex(SLUG)));
