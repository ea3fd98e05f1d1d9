import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { Language } from '@shared/i18n';
import { SerializedAnswer } from '../http/register-endpoint';

/**
 * An answer computed once, serialized once (its compressed copies made once too, on first need), and the ETag
 * of its content: a request costs a lookup, an ETag compare and a write.
 */
export interface KeptAnswer<Output> {
  answer: SerializedAnswer<Output>;
  /** Weak: the same for the answer compressed or not (RFC 9110 §8.8.1). */
  etag: string;
}

function keptAnswer<Output>(output: Output): KeptAnswer<Output> {
  const answer = new SerializedAnswer(output);
  const digest = createHash('sha256').update(answer.json).digest('base64url');
  return { answer, etag: `W/"${digest.slice(0, 27)}"` };
}

/** Whether nothing in the answer has a row: the database is not seeded yet. */
function hasNoRows(output: object): boolean {
  return Object.values(output).every((value) => Array.isArray(value) && value.length === 0);
}

/**
 * A reference list's answer in each language, computed at its first request and kept for the process's life:
 * the lists change only with a deployment (their migrations and seed), so every instance of a deployment
 * answers the same, under the same ETag. A read that fails or finds no rows (a database not seeded yet) is
 * not kept.
 */
export function keptPerLanguage<Output extends object>(
  compute: (language: Language) => Promise<Output>,
): (language: Language) => Promise<KeptAnswer<Output>> {
  const kept = new Map<Language, Promise<KeptAnswer<Output>>>();
  return (language) => {
    const known = kept.get(language);
    if (known) return known;
    const answer = compute(language).then(keptAnswer);
    kept.set(language, answer);
    answer.then(
      ({ answer: { output } }) => hasNoRows(output) && kept.delete(language),
      () => kept.delete(language),
    );
    return answer;
  };
}

/** Whether an If-None-Match header names `etag`, by the weak comparison (RFC 9110 §13.1.2). */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Gives the answer its ETag, and makes it a 304 when the caller already holds it; its body is then dropped by
 * `withoutBodyWhenNotModified`, which the route registers.
 */
export function revalidated<Output>(
  request: FastifyRequest,
  reply: FastifyReply,
  { answer, etag }: KeptAnswer<Output>,
): SerializedAnswer<Output> {
  reply.header('etag', etag);
  if (namesEtag(request.headers['if-none-match'], etag)) reply.code(304);
  return answer;
}

/** A 304 carries no body (RFC 9110 §15.4.5): the caller's copy is the answer. */
export const withoutBodyWhenNotModified: onSendHookHandler = (_request, reply, payload, done) =>
  done(null, reply.statusCode === 304 ? null : payload);
