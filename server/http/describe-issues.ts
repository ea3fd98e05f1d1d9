import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { detectLanguage, parseAcceptLanguage, type Language } from '@shared/i18n';
import { translate } from '../i18n/translate';
import { issueMessageKeys, VALIDATION_MESSAGES } from '@shared/validation';
import type { DescribeMessage, FieldMessages } from './http-error';

/** The language a request reads best: its `locale` cookie, then its Accept-Language, as in the browser. */
export function requestLanguage(request: FastifyRequest): Language {
  return detectLanguage({
    cookies: request.headers.cookie ?? null,
    preferredLanguages: parseAcceptLanguage(request.headers['accept-language']),
  });
}

/**
 * A 400's message, in the caller's language: the same texts the form shows ("Votre numéro de téléphone est
 * invalide."), each once; the generic text names its field so a developer sees what to fix.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[], language: Language): string {
  const texts = issueMessageKeys(issues).map(({ field, key }) => {
    const text = translate(language, key);
    return key === VALIDATION_MESSAGES.value ? `${text} (${field ?? 'body'})` : text;
  });
  return [...new Set(texts)].join(' ');
}

/**
 * The issues' fields (their dot paths) with the message of each, for a form to show on that field: the
 * first issue of a field speaks for it; an issue about the input as a whole names no field.
 */
export function issueFields(issues: readonly v.BaseIssue<unknown>[]): FieldMessages {
  const fields: Record<string, DescribeMessage> = {};
  for (const { field, key } of issueMessageKeys(issues)) {
    if (field !== null && !(field in fields)) fields[field] = (language) => translate(language, key);
  }
  return fields;
}
