import { describe, expect, it } from 'vitest';
import { getI18n } from '@shared/i18n/translate';
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
    expect(describeError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
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
