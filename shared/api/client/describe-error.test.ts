import { describe, expect, it } from 'vitest';
import * as authApi from '../contract/auth';
import { getI18n } from '@shared/i18n/translate';
import { fakeFetch, json } from '@shared/testing/fake-fetch';
import { createApiClient, type Fetch } from './api-client';
import { describeError } from './describe-error';
import { ApiError, SessionExpiredError } from './errors';

describe('ApiError', () => {
  it("takes the server's message first, then its error name, then the status text", () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'body/phone must be a phone number' };
    expect(new ApiError(400, 'Bad Request', body).detail).toBe('body/phone must be a phone number');
    expect(new ApiError(404, 'Not Found', { statusCode: 404, error: 'Not Found Here' }).detail).toBe(
      'Not Found Here',
    );
    expect(new ApiError(502, 'Bad Gateway', '<html>proxy error</html>').detail).toBe('Bad Gateway');
    expect(new ApiError(500, 'Internal Server Error', { message: 12 }).detail).toBe('Internal Server Error');
  });
});

describe('describeError', () => {
  it('names the status and what the server said for an HTTP failure', () => {
    const error = new ApiError(429, 'Too Many Requests', { statusCode: 429, message: 'Réessayez dans 60 s' });
    expect(describeError(error)).toBe('Erreur 429 : Réessayez dans 60 s');
  });

  it("gives any other error's own message", () => {
    expect(describeError(new SessionExpiredError())).toBe(
      'Votre session a expiré. Veuillez vous reconnecter.',
    );
  });

  it('falls back to a generic text when there is nothing to say', () => {
    expect(describeError('boom')).toBe('Une erreur inconnue est survenue');
    expect(describeError(new Error(''))).toBe('Une erreur inconnue est survenue');
  });

  it('speaks the language of the translation it is given', () => {
    const english = getI18n('en').t;
    expect(describeError(new ApiError(404, 'Not Found', undefined), english)).toBe('Error 404: Not Found');
    expect(describeError(undefined, english)).toBe('An unknown error occurred');
  });
});

/** What the user is told, in `language`, when the client's call meets `fetch`. */
async function failureText(server: { fetch: Fetch }, language: 'fr' | 'en') {
  const failure = await createApiClient({ fetch: server.fetch })
    .call(authApi.checkPhone, { phone: '+33612345678' })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  return describeError(failure, getI18n(language).t);
}

function refusedFor(retryAfter: string) {
  return fakeFetch(() => {
    const answer = json({ statusCode: 429, error: 'Too Many Requests', message: 'Veuillez patienter.' }, 429);
    answer.headers.set('Retry-After', retryAfter);
    return answer;
  });
}

describe('describeError of a call the server asked to retry later', () => {
  it('says how long to wait, from Retry-After, in the language of the page', async () => {
    expect(await failureText(refusedFor('120'), 'fr')).toBe(
      'Erreur 429 : Veuillez patienter. Réessayez dans 2 minutes.',
    );
    expect(await failureText(refusedFor('120'), 'en')).toBe(
      'Error 429: Veuillez patienter. Try again in 2 minutes.',
    );
  });

  it('rounds the wait to the unit a person would say, never shorter than asked', async () => {
    expect(await failureText(refusedFor('45'), 'fr')).toContain('Réessayez dans 45 secondes.');
    expect(await failureText(refusedFor('61'), 'fr')).toContain('Réessayez dans 2 minutes.');
    expect(await failureText(refusedFor('60'), 'en')).toContain('Try again in 1 minute.');
    expect(await failureText(refusedFor('7200'), 'fr')).toContain('Réessayez dans 2 heures.');
  });

  it('adds nothing when the server did not say how long', async () => {
    const server = fakeFetch(() =>
      json({ statusCode: 429, error: 'Too Many Requests', message: 'Plus tard.' }, 429),
    );
    expect(await failureText(server, 'fr')).toBe('Erreur 429 : Plus tard.');
  });
});

describe('describeError of a call that got no answer', () => {
  it("gives our text in the page's language, never the browser's English", async () => {
    const offline = () => ({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await failureText(offline(), 'fr')).toBe(
      'Connexion impossible. Vérifiez votre connexion et réessayez.',
    );
    expect(await failureText(offline(), 'en')).toBe(
      'Could not connect. Check your connection and try again.',
    );
  });

  it('keeps the AbortError of a call its caller aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const server = fakeFetch(() => json({ success: true }));
    const call = createApiClient({ fetch: server.fetch }).call(
      authApi.checkPhone,
      { phone: '+33612345678' },
      { signal: controller.signal },
    );
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
